/**
 * Identity (issue 29 point 2): accounts, sessions and who acts. The one repository that writes the
 * `accounts` table (accounts.repository.ts) and the account lookups others share, sessions (create,
 * revoke, the per-request lookup), the credential rate limits, and the acting account of a payload's
 * `userId`. The lowest of the account modules: auth, account, members, membership, cart and billing
 * depend on it; it imports no module.
 */
export {
  accountEmail,
  clearFirstLogin,
  emailTaken,
  findActiveAccountByEmail,
  findActiveAccountById,
  insertMember,
  markFirstLogin,
  normalEmail,
  resetTwoFactor,
  setAccountEmail,
  setAvatarUrl,
  setNotificationTypes,
  setPasswordHash,
  setPasswordIfNone,
  setRole,
  setRoleAndContactTypes,
  updateAccountBasics,
  updateLegacyDetails,
  updateMemberFields,
  updateSettings,
  updateWorkflowDetails,
  type CredentialRow,
  type MemberFields,
} from './accounts.repository';
export { actingAccount } from './acting-account';
// The credential rate limits whole (what a sign-in, a reset or a code request counts against).
export * from './credential-limits';
export { findLiveSession } from './session-lookup.repository';
export { createSession, type NewSession } from './sessions';
export { revokeAllSessions, revokeSession } from './sessions.repository';
export { type RequestLimitStore, sharedRequestLimitStore } from './request-limit-store';
