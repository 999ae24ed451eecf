/**
 * Member import calls (issue 23) under /api/v1/admin/member-imports: abilities, the dry run and
 * apply (multipart: the CSV file, the mapping as JSON, the apply options), past batches, a batch's
 * rows and undo. Apply and undo refresh the batches list.
 */
import type {
  MemberImportBatch,
  MemberImportBatchList,
  MemberImportBatchListQuery,
  MemberImportBatchRows,
  MemberImportBatchRowsQuery,
  MemberImportDelimiter,
  MemberImportDryRun,
  MemberImportMapping,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { memberImportKeys } from './keys';

const BASE = '/api/v1/admin/member-imports';

/** `{ canImportMembers }` of the current user (cached 5 minutes). */
export function useMemberImportAbilities() {
  return useQuery({
    queryKey: memberImportKeys.abilities(),
    queryFn: ({ signal }) =>
      apiA.get<{ data: { canImportMembers: boolean } }>(`${BASE}/abilities`, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** What a dry run or an apply sends: the file, the columns, and how to read it (separator, sheet). */
export interface ImportRequest {
  file: File;
  mapping?: MemberImportMapping;
  delimiter?: MemberImportDelimiter;
  sheet?: string;
}

function form(input: ImportRequest, extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  if (input.mapping) body.append('mapping', JSON.stringify(input.mapping));
  if (input.delimiter && input.delimiter !== 'auto') body.append('delimiter', input.delimiter);
  if (input.sheet) body.append('sheet', input.sheet);
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  body.append('file', input.file, input.file.name);
  return body;
}

/** POST dry-run: the per-row report (writes nothing). */
export function useDryRun() {
  return useMutation({
    mutationFn: (input: ImportRequest) =>
      apiA.post<{ data: MemberImportDryRun }>(`${BASE}/dry-run`, form(input)).then((r) => r.data),
  });
}

/** POST apply: the new batch. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportRequest & { skipRefused: boolean; sendInvitations: boolean }) =>
      apiA
        .post<{ data: MemberImportBatch }>(
          BASE,
          form(input, { skipRefused: String(input.skipRefused), sendInvitations: String(input.sendInvitations) }),
        )
        .then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: memberImportKeys.batches() }),
  });
}

/** A page of past batches, newest first. */
export function useImportBatches(query: MemberImportBatchListQuery) {
  return useQuery({
    queryKey: memberImportKeys.batchList(query),
    queryFn: ({ signal }) => apiA.get<MemberImportBatchList>(BASE, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of one batch's rows. */
export function useImportBatchRows(id: string, query: MemberImportBatchRowsQuery) {
  return useQuery({
    queryKey: memberImportKeys.rows(id, query),
    queryFn: ({ signal }) => apiA.get<MemberImportBatchRows>(`${BASE}/${id}/rows`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST undo: the batch, now undone. */
export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiA.post<{ data: MemberImportBatch }>(`${BASE}/${id}/undo`).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: memberImportKeys.batches() }),
  });
}
