/**
 * Webhook endpoint administration calls (issue 31) under /api/v1/admin/webhooks: the endpoints,
 * create / edit / delete, secret rotation (the secret is answered once), an endpoint's deliveries
 * and replay. Every write refreshes the endpoints and the deliveries.
 */
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../data';
import { apiA } from '../../../lib/api';

export const WEBHOOKS_API = '/api/v1/admin/webhooks';

const scope = queryKeys.scope('webhooks');
export const webhookKeys = {
  all: scope,
  endpoints: () => [...scope, 'endpoints'] as const,
  deliveries: (id: string) => [...scope, 'deliveries', id] as const,
};

/** Every endpoint. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: ({ signal }) =>
      apiA.get<{ endpoints: WebhookEndpoint[] }>(WEBHOOKS_API, { signal }).then((r) => r.endpoints),
  });
}

/** The newest 50 deliveries of endpoint `id` (none while `id` is null). */
export function useWebhookDeliveries(id: string | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiA
        .get<{ deliveries: WebhookDelivery[] }>(`${WEBHOOKS_API}/${id}/deliveries`, { signal })
        .then((r) => r.deliveries),
  });
}

/** An answer that carries the secret (create, rotate). */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

export type WebhookWrite =
  | { kind: 'create'; values: WebhookEndpointInput }
  | { kind: 'update'; id: string; values: WebhookEndpointInput }
  | { kind: 'rotate'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'replay'; id: string; deliveryId: string };

/** Every change; create and rotate answer the secret. */
export function useWebhookWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (write: WebhookWrite): Promise<EndpointWithSecret | null> => {
      switch (write.kind) {
        case 'create':
          return apiA.post<EndpointWithSecret>(WEBHOOKS_API, write.values);
        case 'update':
          await apiA.put(`${WEBHOOKS_API}/${write.id}`, write.values);
          return null;
        case 'rotate':
          return apiA.post<EndpointWithSecret>(`${WEBHOOKS_API}/${write.id}/secret`);
        case 'delete':
          await apiA.delete(`${WEBHOOKS_API}/${write.id}`);
          return null;
        case 'replay':
          await apiA.post(`${WEBHOOKS_API}/${write.id}/deliveries/${write.deliveryId}/replay`);
          return null;
      }
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
}
