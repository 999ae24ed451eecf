/** Query keys of the member import (issue 23). */
import type { MemberImportBatchListQuery, MemberImportBatchRowsQuery } from '@portal/shared';

export const memberImportKeys = {
  all: ['member-import'] as const,
  abilities: () => ['member-import', 'abilities'] as const,
  batches: () => ['member-import', 'batches'] as const,
  batchList: (query: MemberImportBatchListQuery) => ['member-import', 'batches', 'list', query] as const,
  rows: (id: string, query: MemberImportBatchRowsQuery) => ['member-import', 'batches', 'rows', id, query] as const,
};
