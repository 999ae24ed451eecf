/**
 * Tags, categories, subcategories and segments for the authoring form and the taxonomy screen
 * (read from the content service, spec 03 §7; created, renamed and deleted through
 * /api/v1/admin/content, issue #5).
 */
import type { ContentCategory, ContentCategoryType, ContentLabel } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA, apiB } from '../../../lib/api';
import { contentAdminKeys } from './keys';

export interface Subcategory extends ContentLabel {
  categoryId: number;
}

export interface Segment {
  id: number;
  name: string;
  categoryName: string;
}

const get = <T>(path: string, signal: AbortSignal) => apiB.get<{ data: T }>(`/api/content/items/${path}`, { signal }).then((r) => r.data);
const byLabel = <T extends { label: string }>(rows: T[]) => [...rows].sort((a, b) => a.label.localeCompare(b.label));

/** Every tag, by label. */
export function useTags() {
  return useQuery({ queryKey: contentAdminKeys.tags(), queryFn: ({ signal }) => get<ContentLabel[]>('tag', signal).then(byLabel) });
}

/** Every category (both libraries), by label. */
export function useCategories() {
  return useQuery({ queryKey: contentAdminKeys.categories(), queryFn: ({ signal }) => get<ContentCategory[]>('category', signal).then(byLabel) });
}

/** Every subcategory with its category id, by label. */
export function useSubcategories() {
  return useQuery({ queryKey: contentAdminKeys.subcategories(), queryFn: ({ signal }) => get<Subcategory[]>('subcategory', signal).then(byLabel) });
}

/** Every segment (category name, name). */
export function useSegments() {
  return useQuery({ queryKey: contentAdminKeys.segments(), queryFn: ({ signal }) => get<Segment[]>('segment', signal), staleTime: 5 * 60_000 });
}

function useRefreshTaxonomy() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: contentAdminKeys.tags() });
    void client.invalidateQueries({ queryKey: contentAdminKeys.categories() });
    void client.invalidateQueries({ queryKey: contentAdminKeys.subcategories() });
    void client.invalidateQueries({ queryKey: contentAdminKeys.all });
    void client.invalidateQueries({ queryKey: ['content'] });
  };
}

/** POST tags {label}: the new tag; 409 "This tag already exists". */
export function useCreateTag() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (label: string) => apiA.post<{ data: ContentLabel }>('/api/v1/admin/content/tags', { label }).then((r) => r.data),
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

/** PATCH tags/{id} {label}: the renamed tag; 409 "This tag already exists", 404 "Tag not found". */
export function useRenameTag() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (input: { id: number; label: string }) =>
      apiA.patch<{ data: ContentLabel }>(`/api/v1/admin/content/tags/${input.id}`, { label: input.label }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** DELETE tags/{id}: items lose the tag. */
export function useDeleteTag() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (id: number) => apiA.delete<{ success: true }>(`/api/v1/admin/content/tags/${id}`),
    onSuccess: refresh,
  });
}

/** PATCH categories/{id} {label}: the renamed category; 409 "This category already exists" (same library). */
export function useRenameCategory() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (input: { id: number; label: string }) =>
      apiA.patch<{ data: ContentCategory }>(`/api/v1/admin/content/categories/${input.id}`, { label: input.label }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** DELETE categories/{id}: the category and its subcategories go; items lose them. */
export function useDeleteCategory() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: (id: number) => apiA.delete<{ success: true }>(`/api/v1/admin/content/categories/${id}`),
    onSuccess: refresh,
  });
}
