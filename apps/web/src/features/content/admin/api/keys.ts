/** Query keys of staff content authoring (issue #5). */
import type { ContentAdminListQuery } from '@portal/shared';
import { queryKeys } from '../../../../data';

const contentAdminScope = queryKeys.scope('content-admin');

export const contentAdminKeys = {
  all: contentAdminScope,
  lists: () => [...contentAdminScope, 'list'] as const,
  list: (query: ContentAdminListQuery) => [...contentAdminScope, 'list', query] as const,
  item: (id: number) => [...contentAdminScope, 'item', id] as const,
  tags: () => [...contentAdminScope, 'tags'] as const,
  categories: () => [...contentAdminScope, 'categories'] as const,
  subcategories: () => [...contentAdminScope, 'subcategories'] as const,
};
