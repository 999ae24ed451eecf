/**
 * The staff form's time-zone picker (issue 30): IANA zones by city, the Australian ones first, then every
 * zone the browser knows (`Intl.supportedValuesOf('timeZone')`), searchable by city or zone name. The
 * value is the IANA name ("Australia/Perth"); no fixed offsets.
 */
import { timeZoneOptions } from '@portal/shared';
import { Select } from 'antd';
import { useMemo } from 'react';

/** The options, built once per page (about 420 zones). */
export function TimeZoneSelect(props: { value?: string; onChange?: (zone: string) => void; id?: string }) {
  const options = useMemo(() => timeZoneOptions(), []);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      aria-label="Time zone"
      placeholder="Choose a city"
    />
  );
}
