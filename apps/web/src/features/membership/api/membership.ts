/**
 * Membership calls (spec 03 §7 Settings, preferences and membership; issue #15): the caller's
 * membership, renewal through the payment provider, automatic renewal, the certificate PDF, the
 * cancel check and cancellation, and brand assets. Query keys start with 'membership'.
 */
import type {
  BrandAssetList,
  CanCancelMembershipAnswer,
  CancelMembershipInput,
  MembershipProfile,
  PaymentStart,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { ApiError } from '../../../lib/errors';
import { queryKeys } from '../../../data';

const membershipScope = queryKeys.scope('membership');

export const membershipKeys = {
  all: membershipScope,
  profile: () => [...membershipScope, 'profile'] as const,
  canCancel: () => [...membershipScope, 'can-cancel'] as const,
  brandAssets: () => [...membershipScope, 'brand-assets'] as const,
};

/** GET /api/user/membership; null when the caller has no membership (404). */
export function useMembership(enabled = true) {
  return useQuery({
    queryKey: membershipKeys.profile(),
    queryFn: async ({ signal }) => {
      try {
        return await apiA.get<MembershipProfile>('/api/user/membership', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** POST /api/user/membership/renew: answers where to pay (the provider's checkout page). */
export function useRenewMembership() {
  return useMutation({ mutationFn: () => apiA.post<PaymentStart>('/api/user/membership/renew') });
}

/** POST /api/user/membership/autorenew {autoRenew}. */
export function useAutoRenew() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => apiA.post<MembershipProfile>('/api/user/membership/autorenew', { autoRenew }),
    onSuccess: (profile) => client.setQueryData(membershipKeys.profile(), profile),
  });
}

/** GET /api/user/membership/{id}/download: the certificate as a Blob. */
export function fetchCertificate(id: string) {
  return apiA.get<Blob>(`/api/user/membership/${id}/download`, { responseType: 'blob' });
}

/** GET api/user/CanCancelMembership (reasons come from the server). */
export function useCanCancel() {
  return useQuery({
    queryKey: membershipKeys.canCancel(),
    queryFn: ({ signal }) => apiA.get<CanCancelMembershipAnswer>('/api/user/CanCancelMembership', { signal }),
  });
}

/** POST api/user/CancelMembership {CancelMembershipReason, CancelMembershipReasonOther}. */
export function useCancelMembership() {
  return useMutation({
    mutationFn: (input: CancelMembershipInput) => apiA.post<{ message: string }>('/api/user/CancelMembership', input),
  });
}

/** GET /api/user/brand-assets (members only). */
export function useBrandAssets() {
  return useQuery({
    queryKey: membershipKeys.brandAssets(),
    queryFn: ({ signal }) => apiA.get<BrandAssetList>('/api/user/brand-assets', { signal }),
  });
}

/** Downloads one brand asset as a Blob. */
export function fetchBrandAsset(url: string) {
  return apiA.get<Blob>(url, { query: { download: 'true' }, responseType: 'blob' });
}
