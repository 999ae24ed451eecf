/** Query keys of the member import (issue 23). */
import type { MemberImportBatchListQuery, MemberImportBatchRowsQuery } from '@portal/shared';
import { queryKeys } from '../../../data';

const memberImportScope = queryKeys.scope('member-import');

export const memberImportKeys = {
  all: memberImportScope,
  abilities: () => [...memberImportScope, 'abilities'] as const,
  batches: () => [...memberImportScope, 'batches'] as const,
  batchList: (query: MemberImportBatchListQuery) => [...memberImportScope, 'batches', 'list', query] as const,
  rows: (id: string, query: MemberImportBatchRowsQuery) =>
    [...memberImportScope, 'batches', 'rows', id, query] as const,
};
