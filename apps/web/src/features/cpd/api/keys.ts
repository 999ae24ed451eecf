/** React Query keys of the CPD area; everything under 'cpd' so one invalidation refreshes the area. */
import { queryKeys } from '../../../data';
const cpdScope = queryKeys.scope('cpd');

export const cpdKeys = {
  all: cpdScope,
  periods: () => [...cpdScope, 'periods'] as const,
  current: () => [...cpdScope, 'periods', 'current'] as const,
  record: (id: number) => [...cpdScope, 'record', id] as const,
  enrolments: (status: string) => [...cpdScope, 'enrolments', status] as const,
  courses: () => [...cpdScope, 'courses'] as const,
  compliance: (startYear: number | undefined, status: string | undefined, page: number) =>
    [...cpdScope, 'compliance', startYear ?? 'current', status ?? 'all', page] as const,
};
