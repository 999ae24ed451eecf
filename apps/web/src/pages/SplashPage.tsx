/**
 * /splash and /splash-fdrs (also /first-time-login/home and /first-time-login/home-fdrs, the
 * spec's firstTimeLoginSplashScreen routes): the login splash (spec 01 §2).
 */
import { useLocation } from 'react-router';
import { useSplashLinks, ComingSoonSplash } from '../features/account';
import { useSignOut } from '../features/auth';

/** Splash route component; the FDRS variant follows the path. */
export default function SplashPage() {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const links = useSplashLinks();
  return (
    <ComingSoonSplash
      isFdrs={pathname.endsWith('-fdrs')}
      onLogOut={signOut}
      renewUrl={links.renewUrl}
      updateProfileUrl={links.updateProfileUrl}
    />
  );
}
