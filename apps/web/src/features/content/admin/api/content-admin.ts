/**
 * Staff authoring calls (issue #5, beyond the spec) under /api/v1/admin/content: list, read,
 * create, update, publish (a future publishStartDate schedules), archive, unarchive (PATCH back to
 * draft) and file uploads (multipart, 10 files of 5 MB). Every write refreshes the authoring lists
 * and the member-facing content caches.
 */
import type {
  ContentAdminItem,
  ContentAdminListQuery,
  ContentAdminListResponse,
  ContentFile,
  ContentItemUpdate,
  ContentItemWrite,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { contentAdminKeys } from './keys';
import { queryKeys } from '../../../../data';

const BASE = '/api/v1/admin/content';

/** One page of items: `{ data, meta: { total_count } }`. */
export function useAdminItems(query: ContentAdminListQuery) {
  return useQuery({
    queryKey: contentAdminKeys.list(query),
    queryFn: ({ signal }) => apiA.get<ContentAdminListResponse>(`${BASE}/items`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One item in the authoring view; a 404 is final. */
export function useAdminItem(id: number | undefined) {
  return useQuery({
    queryKey: contentAdminKeys.item(id ?? 0),
    queryFn: ({ signal }) =>
      apiA.get<{ data: ContentAdminItem }>(`${BASE}/items/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
    retry: false,
  });
}

/** Refreshes the lists, stores the item and drops the member-facing content caches. */
function useAfterWrite() {
  const client = useQueryClient();
  return (item: ContentAdminItem) => {
    client.setQueryData(contentAdminKeys.item(item.id), item);
    void client.invalidateQueries({ queryKey: contentAdminKeys.lists() });
    void client.invalidateQueries({ queryKey: queryKeys.scope('content') });
  };
}

export type SaveInput = { id?: number; values: ContentItemWrite };

/** POST items (new) or PATCH items/{id} (existing; `kind` is not sent). Answers the saved item. */
export function useSaveItem() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, values }: SaveInput) => {
      if (id === undefined) return apiA.post<{ data: ContentAdminItem }>(`${BASE}/items`, values).then((r) => r.data);
      const { kind: _kind, ...update } = values;
      return apiA
        .patch<{ data: ContentAdminItem }>(`${BASE}/items/${id}`, update satisfies ContentItemUpdate)
        .then((r) => r.data);
    },
    onSuccess: afterWrite,
  });
}

export type StatusAction = 'publish' | 'archive' | 'unarchive';

/**
 * Publish (with `publishStartDate`: scheduled when in the future, now when null), archive, or
 * unarchive (back to draft).
 */
export function useStatusAction() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({
      id,
      action,
      publishStartDate,
    }: {
      id: number;
      action: StatusAction;
      publishStartDate?: string | null;
    }) => {
      const url = `${BASE}/items/${id}`;
      const request =
        action === 'publish'
          ? apiA.post<{ data: ContentAdminItem }>(`${url}/publish`, publishStartDate ? { publishStartDate } : {})
          : action === 'archive'
            ? apiA.post<{ data: ContentAdminItem }>(`${url}/archive`, {})
            : apiA.patch<{ data: ContentAdminItem }>(url, { status: 'draft' } satisfies ContentItemUpdate);
      return request.then((r) => r.data);
    },
    onSuccess: afterWrite,
  });
}

/** POST files (multipart, field "files"): the stored files, in the order given. */
export function uploadContentFiles(files: File[]): Promise<ContentFile[]> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return apiA.post<{ data: ContentFile[] }>(`${BASE}/files`, body).then((r) => r.data);
}
