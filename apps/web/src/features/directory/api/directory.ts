/**
 * Directory calls (spec 03 §7 Directories, Settings (privacy); issue 16) with their queries and
 * mutations. Shapes are the shared zod contract. Directory failures are logged only (spec 03 §8):
 * screens show an inline error instead of a toast.
 */
import type {
  DirectoryOption,
  FieldOptions,
  MemberDirectoryResponse,
  OrgListResponse,
  PrivacySettings,
  Profile,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

/** React Query keys of the directory area; everything under 'directory'. */
const directoryScope = queryKeys.scope('directory');

export const directoryKeys = {
  all: directoryScope,
  members: (q: MemberFilters) => [...directoryScope, 'members', q] as const,
  locations: () => [...directoryScope, 'locations'] as const,
  companies: (query: string) => [...directoryScope, 'companies', query] as const,
  expertise: () => [...directoryScope, 'expertise'] as const,
  organisations: (q: OrganisationFilters) => [...directoryScope, 'organisations', q] as const,
  profile: (id: string | 'me') => [...directoryScope, 'profile', id] as const,
  privacy: () => [...directoryScope, 'privacy'] as const,
};

/** The member directory's filters (spec 03 §7 query keys). */
export interface MemberFilters {
  page: number;
  size: number;
  sortOrder: 'asc' | 'desc';
  name?: string;
  locationId?: number;
  companyId?: number;
  expertiseAreaId?: number;
}

/** GET /api/directory/member/list */
export function useMemberDirectory(q: MemberFilters) {
  return useQuery({
    queryKey: directoryKeys.members(q),
    queryFn: ({ signal }) =>
      apiA.get<MemberDirectoryResponse>('/api/directory/member/list', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/directory/member/locations */
export function useDirectoryLocations() {
  return useQuery({
    queryKey: directoryKeys.locations(),
    queryFn: ({ signal }) => apiA.get<DirectoryOption[]>('/api/directory/member/locations', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/directory/member/companies?query&size=5 */
export function useDirectoryCompanies(query: string) {
  return useQuery({
    queryKey: directoryKeys.companies(query),
    queryFn: ({ signal }) =>
      apiA.get<DirectoryOption[]>('/api/directory/member/companies', { query: { query, size: 5 }, signal }),
    staleTime: 60_000,
  });
}

/** The expertise areas (GET /api/user/form/first-time/field-options, spec 03 §7), when `enabled`. */
export function useExpertiseAreas(enabled: boolean) {
  return useQuery({
    queryKey: directoryKeys.expertise(),
    queryFn: ({ signal }) => apiA.get<FieldOptions>('/api/user/form/first-time/field-options', { signal }),
    select: (options) => options.expertiseAreas.map((a) => ({ id: a.id, label: a.name })),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The organisation directory's filters (POST /api/org/list body). */
export interface OrganisationFilters {
  keyword: string;
  sortOrder: 'asc' | 'desc';
  page: number;
}

/** POST /api/org/list */
export function useOrganisationDirectory(q: OrganisationFilters) {
  return useQuery({
    queryKey: directoryKeys.organisations(q),
    queryFn: ({ signal }) => apiA.post<OrgListResponse>('/api/org/list', q, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/profile (own, `id` undefined) or GET /api/directory/member/{id}. */
export function useProfile(id?: string) {
  return useQuery({
    queryKey: directoryKeys.profile(id ?? 'me'),
    queryFn: ({ signal }) => apiA.get<Profile>(id ? `/api/directory/member/${id}` : '/api/user/profile', { signal }),
    retry: false,
  });
}

/** GET /api/user/privacy */
export function usePrivacy() {
  return useQuery({
    queryKey: directoryKeys.privacy(),
    queryFn: ({ signal }) => apiA.get<PrivacySettings>('/api/user/privacy', { signal }),
  });
}

/** POST /api/user/privacy; the directory and profiles are read again after it. */
export function useSavePrivacy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => apiA.post<PrivacySettings>('/api/user/privacy', settings),
    onSuccess: (saved) => {
      qc.setQueryData(directoryKeys.privacy(), saved);
      void qc.invalidateQueries({ queryKey: directoryKeys.all });
    },
  });
}
