/**
 * Organisation search select (spec 01 §5: search in pickers starts at 3 characters after trimming,
 * debounced 500 ms; §7 GET /api/org/names?query page 1 size 5; issue 14). Used by the settings
 * workplace form and the onboarding organisation step. Value: {id, name} or null.
 */
import { LIMITS } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { apiA } from '../lib/api';
import { useDebouncedValue } from '../lib/hooks/useDebouncedValue';
import { queryKeys } from '../data';

export interface OrganisationRef {
  id: number;
  name: string;
}

export interface OrganisationPickerProps {
  id?: string;
  value?: OrganisationRef | null;
  onChange?: (value: OrganisationRef | null) => void;
  'aria-label'?: string;
}

/** A searchable select of organisations. */
export function OrganisationPicker({ id, value, onChange, 'aria-label': ariaLabel }: OrganisationPickerProps) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), LIMITS.pickerDebounceMs);
  const names = useQuery({
    queryKey: [...queryKeys.scope('account'), 'settings', 'org-names', query],
    queryFn: ({ signal }) =>
      apiA.get<{ items: OrganisationRef[]; totalItems: number }>('/api/org/names', {
        query: { query, page: 1, size: 5 },
        signal,
      }),
    enabled: query.length >= LIMITS.searchMinChars,
    staleTime: 60_000,
  });
  const items = names.data?.items ?? [];
  const options = [...(value && !items.some((o) => o.id === value.id) ? [value] : []), ...items].map((o) => ({
    value: o.id,
    label: o.name,
  }));
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder="Type at least 3 letters of your organisation"
      value={value?.id}
      options={options}
      loading={names.isFetching}
      notFoundContent={
        query.length < LIMITS.searchMinChars
          ? 'Type at least 3 letters'
          : names.isFetching
            ? 'Searching…'
            : 'No organisations found'
      }
      onChange={(id: number | undefined) => {
        const picked = options.find((o) => o.value === id);
        onChange?.(picked ? { id: picked.value, name: picked.label } : null);
      }}
    />
  );
}
