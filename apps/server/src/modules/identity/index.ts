export {
  clearFirstLogin,
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
export {
  allowAccountMail,
  assertAccountNotLocked,
  limitIp,
  recordAccountFailure,
  recordAccountSuccess,
  refundIp,
} from './credential-limits';
export { findLiveSession } from './session-lookup.repository';
export { createSession, type NewSession } from './sessions';
export { revokeAllSessions, revokeSession } from './sessions.repository';
