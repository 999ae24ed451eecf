/**
 * Current user, permissions and login-access queries (spec 01 §7 Auth and account: GET
 * api/v1/account, GET /api/v1/permission, GET /api/user/allow-login-access,
 * GET api/user/CanCancelMembership).
 */
import type { AllowLoginAccessSchema, CurrentAccount, GlobalPermissions } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import type { Infer } from '../../../lib/types';
import { accountKeys } from './keys';

export { accountKeys };

export type AllowLoginAccess = Infer<typeof AllowLoginAccessSchema>;

/** Cancel-membership check (spec 01 §3, §6); the server may not offer it yet (then hidden). */
export interface CanCancelMembership {
  canCancelMembership: boolean;
  cancelMembershipReasons?: { value: string; label: string }[];
}

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

/** Splash access check (spec 01 §2 Routing guard and splash); runs only when `enabled`. */
export function useAllowLoginAccess(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.allowLoginAccess(),
    queryFn: () => apiA.get<AllowLoginAccess>('/api/user/allow-login-access'),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** Whether the user may cancel membership; failures are logged only (spec 01 §8). */
export function useCanCancelMembership(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.canCancelMembership(),
    queryFn: async () => {
      try {
        return await apiA.get<CanCancelMembership>('/api/user/CanCancelMembership', { silent: true });
      } catch (error) {
        console.warn('Cancel-membership check failed', error);
        return { canCancelMembership: false };
      }
    },
    staleTime: 10 * 60_000,
    enabled,
  });
}
