/**
 * Finishing a sign-in (spec 01 §4 Session): store token, user id and user name, reset the query
 * cache with the signed-in user, forget held credentials, record the loggedIn engagement event.
 */
import type { SignInResponse } from '@portal/shared';
import { useCallback } from 'react';
import { resetClientCache } from '../../../lib/client-cache';
import { resetLocations } from '../../../lib/navigation-history';
import { storeSession } from '../../../lib/session';
import { trackEngagement } from '../../../lib/engagement';
import { clearPendingFirstLogin, clearPendingLogin } from '../utils/pending-login';

/** Returns a function that stores a successful sign-in answer as the session. */
export function useCompleteSignIn() {
  return useCallback((response: SignInResponse, typedEmail?: string) => {
    resetLocations();
    storeSession({
      token: response.token,
      userId: response.user.id,
      userName: response.user.email ?? typedEmail ?? '',
    });
    resetClientCache(response.user);
    clearPendingLogin();
    clearPendingFirstLogin();
    trackEngagement({ eventType: 'loggedIn', entityId: response.user.id });
  }, []);
}
