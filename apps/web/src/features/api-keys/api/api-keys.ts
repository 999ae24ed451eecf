/**
 * API key calls (issue 31, Admin only): list, create (the answer carries the token, once) and revoke
 * at /api/v1/admin/api-keys.
 */
import type { ApiKey, ApiKeyCreated, ApiKeyCreateInput } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../data';
import { apiA } from '../../../lib/api';

const BASE = '/api/v1/admin/api-keys';

export const apiKeyKeys = { all: queryKeys.scope('api-keys') };

/** Every key, active first. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: async ({ signal }) => (await apiA.get<{ data: ApiKey[] }>(BASE, { signal })).data,
  });
}

/** POST a new key; answers it with its token (shown once, never stored by the client). */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiKeyCreateInput) => (await apiA.post<{ data: ApiKeyCreated }>(BASE, body)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** Revokes a key by id. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiA.post<{ data: ApiKey }>(`${BASE}/${id}/revoke`)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
