/**
 * The support email now in force (GET /api/v1/support-contact: server value `support.email`, else
 * the tenant's contact email; issue 20), shown in the footer and on the contact page. Until it
 * arrives (or if it fails) the tenant's contact email from the page's config is used.
 */
import { useQuery } from '@tanstack/react-query';
import { apiA } from './api';
import { getCurrentTenant } from './runtime-config';

export const supportContactKey = ['support-contact'] as const;

/** The support email address (never empty). */
export function useSupportEmail(enabled = true): string {
  const { data } = useQuery({
    queryKey: supportContactKey,
    queryFn: ({ signal }) => apiA.get<{ supportEmail: string }>('/api/v1/support-contact', { signal, silent: true }),
    staleTime: 60_000,
    enabled,
  });
  return data?.supportEmail ?? getCurrentTenant().contactEmail;
}
