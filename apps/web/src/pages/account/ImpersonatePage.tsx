/**
 * /account/impersonate?username&password&impersonatorId (spec 01 §2 Account): signs in as the
 * user on behalf of an administrator; home on success, sign-in on failure. The administrator's own
 * session in this browser goes along (required when they use two-factor authentication).
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Splash } from '../../components/Splash';
import { signIn, useCompleteSignIn } from '../../features/auth';

/** Impersonation auto-login route component. */
export default function ImpersonatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const email = search.get('username')?.trim() ?? '';
    const password = search.get('password') ?? '';
    const impersonatorId = search.get('impersonatorId') || undefined;
    if (!email || !password) {
      navigate('/account/sign-in', { replace: true });
      return;
    }
    signIn({ email, password, impersonatorId }, { withSession: true })
      .then((session) => {
        completeSignIn(session, email);
        navigate('/', { replace: true });
      })
      .catch(() => navigate('/account/sign-in', { replace: true }));
  }, [search, navigate, completeSignIn]);

  return <Splash label="Signing in…" />;
}
