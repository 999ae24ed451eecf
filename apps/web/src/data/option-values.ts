/**
 * Option values read by several forms: dietary requirements (GET /api/value/dietaryrequirements,
 * spec 03 §7; the ticket's dietary modal and the settings' requirements form) and the address
 * countries and states (GET /api/address/countries, /api/address/states).
 */
import type { DietaryOption, Option } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../lib/api';
import { queryKeys } from './query-keys';

/** Dietary options `{ value, label }[]`; only read where `enabled` (the tenant's dietary field is on). */
export function useDietaryOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.optionValues.dietaryRequirements(),
    queryFn: ({ signal }) => apiA.get<DietaryOption[]>('/api/value/dietaryrequirements', { signal }),
    staleTime: 30 * 60_000,
    enabled,
  });
}

/** Countries and states for address fields, each `Option[]` (empty until read); never stale. */
export function useAddressOptions() {
  const countries = useQuery({
    queryKey: queryKeys.optionValues.countries(),
    queryFn: ({ signal }) => apiA.get<Option[]>('/api/address/countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const states = useQuery({
    queryKey: queryKeys.optionValues.states(),
    queryFn: ({ signal }) => apiA.get<Option[]>('/api/address/states', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { countries: countries.data ?? [], states: states.data ?? [] };
}
