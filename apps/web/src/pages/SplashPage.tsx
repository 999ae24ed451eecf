/**
 * /splash and /splash-fdrs (also /first-time-login/home and /first-time-login/home-fdrs, the
 * spec's firstTimeLoginSplashScreen routes): the login splash (spec 01 §2).
 */
import { useLocation } from 'react-router';
import { useSignOut } from '../features/auth/hooks/useSignOut';
import { useSplashLinks } from '../features/onboarding/api/splash-links';
import { ComingSoonSplash } from '../features/onboarding/components/ComingSoonSplash';

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
