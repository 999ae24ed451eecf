/** The answer of a sign-in (spec 01 §4 Session): the session identity created and the current user. */
import { encodeStoredToken, type SignInResponse } from '@portal/shared';
import type { AppContext } from '../../context';
import { loadCurrentAccount } from '../account';
import type { NewSession } from '../identity';

/** The answer of every successful sign-in: stored token, access token, expiry and the user. */
export async function signInResponse(ctx: AppContext, accountId: string, session: NewSession): Promise<SignInResponse> {
  const expiresAt = session.expiresAt.toISOString();
  const user = await loadCurrentAccount(ctx, accountId, session.impersonatorId);
  return {
    token: encodeStoredToken(session.accessToken, expiresAt),
    accessToken: session.accessToken,
    expiresAt,
    user,
  };
}
