/**
 * Whether the signed-in user may author content (GET /api/v1/admin/content/abilities; issue #5).
 * Kept in its own small module: the admin shell and the account menu ask it without loading the
 * authoring screens. The server enforces the same rule on every authoring call.
 */
import type { ContentAbilities } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from './api';

/** Under the content-admin keys, so that refreshing the authoring cache refreshes it too. */
export const contentAbilitiesKey = ['content-admin', 'abilities'] as const;

/** `{ canManageContent }` of the current user; cached 5 minutes. */
export function useContentAbilities(enabled = true) {
  return useQuery({
    queryKey: contentAbilitiesKey,
    queryFn: ({ signal }) =>
      apiA.get<{ data: ContentAbilities }>('/api/v1/admin/content/abilities', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled,
  });
}
