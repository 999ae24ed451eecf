/**
 * Tags, categories, subcategories and segments for the authoring form and the taxonomy screen
 * (read from the content service, spec 03 §7; created, renamed and deleted through
 * /api/v1/admin/content, issue #5).
 */
import type { ContentCategory, ContentCategoryType, ContentLabel } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA, apiB } from '../../../../lib/api';
import { contentAdminKeys } from './keys';
import { queryKeys } from '../../../../data';

export interface Subcategory extends ContentLabel {
  categoryId: number;
}

const get = <T>(path: string, signal: AbortSignal) =>
  apiB.get<{ data: T }>(`/api/content/items/${path}`, { signal }).then((r) => r.data);
const byLabel = <T extends { label: string }>(rows: T[]) => [...rows].sort((a, b) => a.label.localeCompare(b.label));

/** Every tag, by label. */
export function useTags() {
  return useQuery({
    queryKey: contentAdminKeys.tags(),
    queryFn: ({ signal }) => get<ContentLabel[]>('tag', signal).then(byLabel),
  });
}

/** Every category (both libraries), by label. */
export function useCategories() {
  return useQuery({
    queryKey: contentAdminKeys.categories(),
    queryFn: ({ signal }) => get<ContentCategory[]>('category', signal).then(byLabel),
  });
}

/** Every subcategory with its category id, by label. */
export function useSubcategories() {
  return useQuery({
    queryKey: contentAdminKeys.subcategories(),
    queryFn: ({ signal }) => get<Subcategory[]>('subcategory', signal).then(byLabel),
  });
}

function useRefreshTaxonomy() {
  const client = useQueryClient();
  return () => {
    // Every authoring query (tags, categories, subcategories, lists and items show labels).
    void client.invalidateQueries({ queryKey: contentAdminKeys.all });
    void client.invalidateQueries({ queryKey: queryKeys.scope('content') });
  };
}

/** POST tags {label}: the new tag; 409 "This tag already exists". */
export function useCreateTag() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (label: string) =>
      apiA.post<{ data: ContentLabel }>('/api/v1/admin/content/tags', { label }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** POST categories {label, type}: the new category; 409 "This category already exists". */
export function useCreateCategory() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (input: { label: string; type: ContentCategoryType }) =>
      apiA.post<{ data: ContentCategory }>('/api/v1/admin/content/categories', input).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** PATCH {collection}/{id} {label}: the renamed row; 409 when the name is taken, 404 when it is gone. */
function useRename<T>(collection: 'tags' | 'categories') {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (input: { id: number; label: string }) =>
      apiA
        .patch<{ data: T }>(`/api/v1/admin/content/${collection}/${input.id}`, { label: input.label })
        .then((r) => r.data),
    onSuccess: refresh,
  });
}

/** DELETE {collection}/{id}: items lose it (a category's subcategories go too). */
function useRemove(collection: 'tags' | 'categories') {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (id: number) => apiA.delete<{ success: true }>(`/api/v1/admin/content/${collection}/${id}`),
    onSuccess: refresh,
  });
}

/** Renames a tag; 409 "This tag already exists". */
export const useRenameTag = () => useRename<ContentLabel>('tags');
/** Deletes a tag. */
export const useDeleteTag = () => useRemove('tags');
/** Renames a category; 409 "This category already exists" (same library). */
export const useRenameCategory = () => useRename<ContentCategory>('categories');
/** Deletes a category with its subcategories. */
export const useDeleteCategory = () => useRemove('categories');
