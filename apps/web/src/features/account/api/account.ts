/**
 * Login-access and cancel-membership queries (spec 01 §7 Auth and account: GET
 * /api/user/allow-login-access, GET api/user/CanCancelMembership). The current user and the
 * permissions, which every area reads, are in lib/current-user.
 */
import type { AllowLoginAccessSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import type { Infer } from '../../../lib/types';
import { accountKeys } from '../../../lib/current-user';

export type AllowLoginAccess = Infer<typeof AllowLoginAccessSchema>;

/** Cancel-membership check (spec 01 §3, §6); the server may not offer it yet (then hidden). */
export interface CanCancelMembership {
  canCancelMembership: boolean;
  cancelMembershipReasons?: { value: string; label: string }[];
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
