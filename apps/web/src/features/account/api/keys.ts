/** React Query keys of the account area (spec 01 §7 Auth and account). */
export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
  permissions: () => [...accountKeys.all, 'permissions'] as const,
  allowLoginAccess: () => [...accountKeys.all, 'allow-login-access'] as const,
  canCancelMembership: () => [...accountKeys.all, 'can-cancel-membership'] as const,
};
