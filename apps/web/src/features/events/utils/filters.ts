/**
 * Event filter state, its query string and its fetch payload (spec 03 §3 Event filter state).
 *
 * - State: keyword, typeId, listing, dateFrom, dateTo, locationId, and categoryId and tagId as sets.
 * - Query-string keys: category, type, tag, location, startDate, endDate, keyword, listing. The
 *   sets are written as one comma-separated value (chosen: `category=3,7`); dates as YYYY-MM-DD.
 * - Payload keys: startDateFrom, startDateTo, keyword, typeId, locationId, categoryId, tagId,
 *   listing; empty values are left out; dates as UTC ISO strings (start of the first day, end of
 *   the last day in the viewer's zone).
 */
import dayjs from 'dayjs';

export interface EventFilterState {
  keyword: string;
  typeId: number | null;
  listing: number | null;
  /** YYYY-MM-DD or null. */
  dateFrom: string | null;
  /** YYYY-MM-DD or null. */
  dateTo: string | null;
  locationId: number | null;
  categoryId: number[];
  tagId: number[];
}

export const EMPTY_FILTERS: EventFilterState = {
  keyword: '',
  typeId: null,
  listing: null,
  dateFrom: null,
  dateTo: null,
  locationId: null,
  categoryId: [],
  tagId: [],
};

/** Query-string keys (spec 03 §3). */
export const FILTER_QUERY_KEYS = [
  'category',
  'type',
  'tag',
  'location',
  'startDate',
  'endDate',
  'keyword',
  'listing',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toId(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function toIds(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => toId(part.trim()))
        .filter((n): n is number => n !== null),
    ),
  ];
}

/** A real calendar day as YYYY-MM-DD (dayjs alone would roll "2026-13-45" over into 2027). */
function toDay(value: string | null): string | null {
  return value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : null;
}

/** Reads the filter state from a query string; unknown or malformed values are ignored. */
export function filtersFromSearch(search: URLSearchParams): EventFilterState {
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    typeId: toId(search.get('type')),
    listing: toId(search.get('listing')),
    dateFrom: toDay(search.get('startDate')),
    dateTo: toDay(search.get('endDate')),
    locationId: toId(search.get('location')),
    categoryId: toIds(search.get('category')),
    tagId: toIds(search.get('tag')),
  };
}

/**
 * Writes the filter state into a copy of `base` (other keys such as activeTab stay); empty values
 * remove their key.
 */
export function filtersToSearch(
  filters: EventFilterState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of FILTER_QUERY_KEYS) next.delete(key);
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') next.set(key, String(value));
  };
  set('category', filters.categoryId.join(','));
  set('type', filters.typeId);
  set('tag', filters.tagId.join(','));
  set('location', filters.locationId);
  set('startDate', filters.dateFrom);
  set('endDate', filters.dateTo);
  set('keyword', filters.keyword.trim());
  set('listing', filters.listing);
  return next;
}

/** True when any filter is set (the discover route is then /events/discover/filter). */
export function hasActiveFilters(filters: EventFilterState): boolean {
  return (
    !!filters.keyword.trim() ||
    filters.typeId !== null ||
    filters.listing !== null ||
    !!filters.dateFrom ||
    !!filters.dateTo ||
    filters.locationId !== null ||
    filters.categoryId.length > 0 ||
    filters.tagId.length > 0
  );
}

/** The number of filter groups in use (badge on the Filters button). */
export function activeFilterCount(filters: EventFilterState): number {
  return [
    filters.typeId !== null,
    filters.listing !== null,
    !!filters.dateFrom || !!filters.dateTo,
    filters.locationId !== null,
    filters.categoryId.length > 0,
    filters.tagId.length > 0,
  ].filter(Boolean).length;
}

/** The filter part of the list payload (spec 03 §3): empty values omitted. */
export interface EventFilterPayload {
  startDateFrom?: string;
  startDateTo?: string;
  keyword?: string;
  typeId?: number;
  locationId?: number;
  categoryId?: number[];
  tagId?: number[];
  listing?: number;
}

/**
 * The fetch payload of a filter state. `dateFormat` 'iso' sends UTC ISO instants (the listing);
 * 'day' sends YYYY-MM-DD (the calendar).
 */
export function filtersToPayload(filters: EventFilterState, dateFormat: 'iso' | 'day' = 'iso'): EventFilterPayload {
  const payload: EventFilterPayload = {};
  if (filters.dateFrom) {
    payload.startDateFrom =
      dateFormat === 'day' ? filters.dateFrom : dayjs(filters.dateFrom).startOf('day').toISOString();
  }
  if (filters.dateTo) {
    payload.startDateTo = dateFormat === 'day' ? filters.dateTo : dayjs(filters.dateTo).endOf('day').toISOString();
  }
  if (filters.keyword.trim()) payload.keyword = filters.keyword.trim();
  if (filters.typeId !== null) payload.typeId = filters.typeId;
  if (filters.locationId !== null) payload.locationId = filters.locationId;
  if (filters.categoryId.length) payload.categoryId = filters.categoryId;
  if (filters.tagId.length) payload.tagId = filters.tagId;
  if (filters.listing !== null) payload.listing = filters.listing;
  return payload;
}

/** The discover link that filters by one tag (event details tags open it in a new tab). */
export function tagFilterHref(tagId: number): string {
  return `/events/discover/filter?${filtersToSearch({ ...EMPTY_FILTERS, tagId: [tagId] }).toString()}`;
}
