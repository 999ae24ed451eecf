/** React Query keys of the CPD area; everything under 'cpd' so one invalidation refreshes the area. */
export const cpdKeys = {
  all: ['cpd'] as const,
  periods: () => ['cpd', 'periods'] as const,
  current: () => ['cpd', 'periods', 'current'] as const,
  record: (id: number) => ['cpd', 'record', id] as const,
  enrolments: (status: string) => ['cpd', 'enrolments', status] as const,
  courses: () => ['cpd', 'courses'] as const,
  compliance: (startYear: number | undefined, status: string | undefined, page: number) =>
    ['cpd', 'compliance', startYear ?? 'current', status ?? 'all', page] as const,
};
