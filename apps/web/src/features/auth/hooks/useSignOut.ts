/**
 * Log out (spec 01 §2 Account menu: "clears stored authorization, user id, user name, user token;
 * goes to /account/sign-in"). The server session is revoked first; a failure there still signs
 * the browser out.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetClientCache } from '../../../lib/client-cache';
import { resetLocations } from '../../../lib/navigation-history';
import { clearSession } from '../../../lib/session';
import { signOut } from '../api/auth';

/** Returns an async function that signs out and opens the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign-out request failed', error);
    }
    clearSession();
    resetLocations();
    resetClientCache();
    navigate('/account/sign-in', { replace: true });
  }, [navigate]);
}
