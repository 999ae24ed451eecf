/** Query keys of staff content authoring (issue #5). */
import type { ContentAdminListQuery } from '@portal/shared';

export const contentAdminKeys = {
  all: ['content-admin'] as const,
  lists: () => ['content-admin', 'list'] as const,
  list: (query: ContentAdminListQuery) => ['content-admin', 'list', query] as const,
  item: (id: number) => ['content-admin', 'item', id] as const,
  tags: () => ['content-admin', 'tags'] as const,
  categories: () => ['content-admin', 'categories'] as const,
  subcategories: () => ['content-admin', 'subcategories'] as const,
  segments: () => ['content-admin', 'segments'] as const,
};
