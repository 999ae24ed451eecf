import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type EventFilterState,
  filtersFromSearch,
  filtersToPayload,
  filtersToSearch,
  hasActiveFilters,
  tagFilterHref,
} from './filters';

const state = (patch: Partial<EventFilterState>): EventFilterState => ({ ...EMPTY_FILTERS, ...patch });

describe('filtersFromSearch (spec 03 §3 Event filter state)', () => {
  it('reads every key of the query string', () => {
    const search = new URLSearchParams(
      'category=3,7&type=2&tag=5&location=9&startDate=2026-11-25&endDate=2026-11-30&keyword=%20sensory%20&listing=1',
    );
    expect(filtersFromSearch(search)).toEqual({
      keyword: 'sensory',
      typeId: 2,
      listing: 1,
      dateFrom: '2026-11-25',
      dateTo: '2026-11-30',
      locationId: 9,
      categoryId: [3, 7],
      tagId: [5],
    });
  });

  it('ignores malformed values and repeated ids', () => {
    const search = new URLSearchParams('category=3,x,3,-1,0,4.5&type=abc&startDate=25/11/2026&endDate=2026-13-45');
    expect(filtersFromSearch(search)).toEqual(state({ categoryId: [3] }));
  });
});

describe('filtersToSearch', () => {
  it('writes sets comma-separated and leaves empty values out, keeping other keys', () => {
    const next = filtersToSearch(
      state({ categoryId: [3, 7], keyword: ' falls ', dateFrom: '2026-11-25' }),
      new URLSearchParams('activeTab=2&type=4'),
    );
    expect(next.get('activeTab')).toBe('2');
    expect(next.get('category')).toBe('3,7');
    expect(next.get('keyword')).toBe('falls');
    expect(next.get('startDate')).toBe('2026-11-25');
    expect(next.has('type')).toBe(false);
    expect(next.has('tag')).toBe(false);
  });

  it('round-trips through filtersFromSearch', () => {
    const filters = state({ typeId: 2, listing: 1, locationId: 9, tagId: [5, 6], dateTo: '2026-12-01' });
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('hasActiveFilters and activeFilterCount', () => {
  it('count one per filter group; the keyword alone counts as active but not in the badge', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters(state({ keyword: '   ' }))).toBe(false);
    expect(hasActiveFilters(state({ keyword: 'ot' }))).toBe(true);
    expect(activeFilterCount(state({ keyword: 'ot' }))).toBe(0);
    expect(
      activeFilterCount(state({ dateFrom: '2026-11-25', dateTo: '2026-11-30', categoryId: [1, 2], typeId: 3 })),
    ).toBe(3);
  });
});

describe('filtersToPayload (viewer in Australia/Sydney)', () => {
  it('sends the first and last day as UTC instants of the local start and end of day (AEDT, UTC+11)', () => {
    expect(filtersToPayload(state({ dateFrom: '2026-11-25', dateTo: '2026-11-25' }))).toEqual({
      startDateFrom: '2026-11-24T13:00:00.000Z',
      startDateTo: '2026-11-25T12:59:59.999Z',
    });
  });

  it('follows the change to daylight saving on 4 October 2026 (the day starts at +10 and ends at +11)', () => {
    expect(filtersToPayload(state({ dateFrom: '2026-10-04', dateTo: '2026-10-04' }))).toEqual({
      startDateFrom: '2026-10-03T14:00:00.000Z',
      startDateTo: '2026-10-04T12:59:59.999Z',
    });
  });

  it('follows the end of daylight saving on 5 April 2026 (the day starts at +11 and ends at +10)', () => {
    expect(filtersToPayload(state({ dateFrom: '2026-04-05', dateTo: '2026-04-05' }))).toEqual({
      startDateFrom: '2026-04-04T13:00:00.000Z',
      startDateTo: '2026-04-05T13:59:59.999Z',
    });
  });

  it('sends days as written for the calendar, and the other filters when set', () => {
    expect(
      filtersToPayload(
        state({ dateFrom: '2026-11-01', dateTo: '2026-11-30', keyword: ' ot ', typeId: 2, tagId: [5], listing: 0 }),
        'day',
      ),
    ).toEqual({
      startDateFrom: '2026-11-01',
      startDateTo: '2026-11-30',
      keyword: 'ot',
      typeId: 2,
      tagId: [5],
      listing: 0,
    });
    expect(filtersToPayload(EMPTY_FILTERS)).toEqual({});
  });
});

describe('tagFilterHref', () => {
  it('opens the filtered discover list for one tag', () => {
    expect(tagFilterHref(12)).toBe('/events/discover/filter?tag=12');
  });
});
