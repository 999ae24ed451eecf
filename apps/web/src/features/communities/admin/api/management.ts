/**
 * Calls of the global communities management tabs (spec 02 §7 Admin communities, Categories, Tags,
 * FAQ, managers; issue 20), paths under /api/v1 with client A. Mutations refresh their tab and the
 * member-side caches (['communities', ...]: explore, the FAQ page, the category tree).
 */
import type {
  AdminCommunityListResponse,
  Category,
  CategoryListResponse,
  CommunityDetailsResponse,
  FaqItem,
  GlobalTermsResponse,
  Manager,
  ManagerListResponse,
  PostTag,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { queryKeys } from '../../../../data';

const V1 = '/api/v1';

/** React Query keys of the management tabs: all start with ['communities-management']. */
const managementScope = queryKeys.scope('communities-management');

export const managementKeys = {
  all: managementScope,
  communities: (keyword: string, page: number) => [...managementScope, 'communities', keyword, page] as const,
  categories: (page: number) => [...managementScope, 'categories', page] as const,
  tags: (keyword: string, page: number) => [...managementScope, 'tags', keyword, page] as const,
  managers: (keyword: string) => [...managementScope, 'managers', keyword] as const,
  globalTc: () => [...managementScope, 'global-tc'] as const,
  faq: () => [...managementScope, 'faq'] as const,
};

/** After a write: the tabs, the admin area's option lists and the member-side caches. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: managementKeys.all }),
      client.invalidateQueries({ queryKey: queryKeys.scope('community-admin') }),
      client.invalidateQueries({ queryKey: queryKeys.scope('communities') }),
    ]);
}

/** GET admin/community?page&pageSize(10)&keyword: the Communities tab. */
export function useAdminCommunities(keyword: string, page: number, pageSize = 10) {
  return useQuery({
    queryKey: managementKeys.communities(keyword, page),
    queryFn: ({ signal }) =>
      apiA.get<AdminCommunityListResponse>(`${V1}/admin/community`, {
        query: { page, pageSize, keyword: keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/community/exists-by-alias?alias[&id]: true when another community uses it. */
export function aliasExists(alias: string, id?: number): Promise<boolean> {
  return apiA
    .get<{ exists: boolean }>(`${V1}/admin/community/exists-by-alias`, { query: { alias, id }, silent: true })
    .then((r) => r.exists);
}

/** POST admin/community (multipart) and DELETE admin/community/{id}. */
export function useCommunityWrites() {
  const refresh = useRefresh();
  return {
    create: useMutation({
      mutationFn: (form: FormData) => apiA.post<CommunityDetailsResponse>(`${V1}/admin/community`, form),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiA.delete(`${V1}/admin/community/${id}`),
      onSuccess: refresh,
    }),
  };
}

/** GET admin/community/category?page&pageSize(10): top-level categories with their subcategories. */
export function useAdminCategories(page: number) {
  return useQuery({
    queryKey: managementKeys.categories(page),
    queryFn: ({ signal }) =>
      apiA.get<CategoryListResponse>(`${V1}/admin/community/category`, { query: { page, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The category fields written by the create/edit dialog. */
export interface CategoryInput {
  name: string;
  description?: string | null;
  color: string;
  parentCategoryId?: number | null;
}

/** POST/PUT/DELETE admin/community/category[/{id}]. */
export function useCategoryWrites() {
  const refresh = useRefresh();
  return {
    save: useMutation({
      mutationFn: ({ id, ...input }: CategoryInput & { id?: number }) =>
        id
          ? apiA.put<Category>(`${V1}/admin/community/category/${id}`, input)
          : apiA.post<Category>(`${V1}/admin/community/category`, input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiA.delete(`${V1}/admin/community/category/${id}`),
      onSuccess: refresh,
    }),
  };
}

/** GET community/post/tag?page&pageSize(10)&keyword: the Tags tab. */
export function useAdminTags(keyword: string, page: number) {
  return useQuery({
    queryKey: managementKeys.tags(keyword, page),
    queryFn: ({ signal }) =>
      apiA.get<{ tags: PostTag[]; totalItemCount: number }>(`${V1}/community/post/tag`, {
        query: { page, pageSize: 10, keyword: keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/community/post/tag {name} and PUT .../tag/{id} {name}. */
export function useSaveTag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      id
        ? apiA.put<PostTag>(`${V1}/admin/community/post/tag/${id}`, { name })
        : apiA.post<PostTag>(`${V1}/admin/community/post/tag`, { name }),
    onSuccess: refresh,
  });
}

/** GET admin/account/admin?role=3&keyword: the Managers tab. */
export function useManagers(keyword: string) {
  return useQuery({
    queryKey: managementKeys.managers(keyword),
    queryFn: ({ signal }) =>
      apiA.get<ManagerListResponse>(`${V1}/admin/account/admin`, {
        query: { role: 3, keyword: keyword || undefined, page: 1, pageSize: 100 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/account/admin {userEmail, role: 3} and DELETE admin/account/admin?userEmail. */
export function useManagerWrites() {
  const refresh = useRefresh();
  return {
    add: useMutation({
      mutationFn: (userEmail: string) => apiA.post<Manager>(`${V1}/admin/account/admin`, { userEmail, role: 3 }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userEmail: string) => apiA.delete(`${V1}/admin/account/admin`, { query: { userEmail } }),
      onSuccess: refresh,
    }),
  };
}

/** GET admin/community/global-tc and PUT it {value}. */
export function useGlobalTerms() {
  const refresh = useRefresh();
  return {
    terms: useQuery({
      queryKey: managementKeys.globalTc(),
      queryFn: ({ signal }) => apiA.get<GlobalTermsResponse>(`${V1}/admin/community/global-tc`, { signal }),
    }),
    save: useMutation({
      mutationFn: (value: string) => apiA.put<GlobalTermsResponse>(`${V1}/admin/community/global-tc`, { value }),
      onSuccess: refresh,
    }),
  };
}

/** GET admin/faq (page 1, size 1000): every item, deleted ones flagged. */
export function useAdminFaq() {
  return useQuery({
    queryKey: managementKeys.faq(),
    queryFn: ({ signal }) =>
      apiA
        .get<{ faQs: FaqItem[]; totalItemCount: number }>(`${V1}/admin/faq`, {
          query: { page: 1, pageSize: 1000 },
          signal,
        })
        .then((r) => r.faQs),
  });
}

/** POST admin/faq {faQs}, PUT admin/faq/{id}, DELETE admin/faq/{id}, PUT admin/faq/{id}/restore. */
export function useFaqWrites() {
  const refresh = useRefresh();
  return {
    create: useMutation({
      mutationFn: (faQs: { name: string; description: string }[]) => apiA.post(`${V1}/admin/faq`, { faQs }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...item }: { id: number; name: string; description: string }) =>
        apiA.put<FaqItem>(`${V1}/admin/faq/${id}`, item),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiA.delete<FaqItem>(`${V1}/admin/faq/${id}`),
      onSuccess: refresh,
    }),
    restore: useMutation({
      mutationFn: (id: number) => apiA.put<FaqItem>(`${V1}/admin/faq/${id}/restore`),
      onSuccess: refresh,
    }),
  };
}
