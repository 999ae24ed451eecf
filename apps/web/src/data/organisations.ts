/**
 * One organisation (GET /api/Org/{id}, spec 03 §7), read by the directory's organisation profile,
 * the workplace form and the onboarding contact step: one cache entry per id, kept 5 minutes.
 */
import type { Organisation } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * The organisation of `id`; nothing is sent while `id` is empty (0, null or undefined). A failure
 * is not retried (an unknown id answers 404 and the profile shows its not-found state).
 */
export function useOrganisation(id: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.organisations.detail(id ?? 0),
    queryFn: ({ signal }) => apiA.get<Organisation>(`/api/Org/${id}`, { signal }),
    enabled: !!id,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
