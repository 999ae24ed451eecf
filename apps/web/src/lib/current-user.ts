/**
 * The signed-in user and the global permissions, which every area reads (spec 01 §3 Account/user,
 * §6 permissions, §7 Auth and account: GET api/v1/account, GET /api/v1/permission), and the query
 * keys of the account area.
 */
import type { CurrentAccount, GlobalPermissions } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from './api';

/** React Query keys of the account area (spec 01 §7 Auth and account). */
export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
  permissions: () => [...accountKeys.all, 'permissions'] as const,
  allowLoginAccess: () => [...accountKeys.all, 'allow-login-access'] as const,
  canCancelMembership: () => [...accountKeys.all, 'can-cancel-membership'] as const,
};

/** GET api/v1/account: the signed-in user with the impersonation marker. */
export function fetchCurrentAccount(): Promise<CurrentAccount> {
  return apiA.get<CurrentAccount>('/api/v1/account');
}

/** The signed-in user (spec 01 §3 Account/user). Loaded once per session and kept fresh 5 min. */
export function useCurrentUser() {
  return useQuery({ queryKey: accountKeys.current(), queryFn: fetchCurrentAccount, staleTime: 5 * 60_000 });
}

/** Global permission flags (spec 01 §6), e.g. canAccessAdmin, generalAnnouncements. */
export function usePermissions(enabled = true) {
  return useQuery({
    queryKey: accountKeys.permissions(),
    queryFn: () => apiA.get<GlobalPermissions>('/api/v1/permission'),
    staleTime: 5 * 60_000,
    enabled,
  });
}
