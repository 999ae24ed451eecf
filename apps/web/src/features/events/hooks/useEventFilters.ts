/**
 * The discover page's state in the address (spec 03 §2 Discover events, §3 Event filter state):
 * the filters in their query-string keys, the tab in `activeTab` (listing or calendar), and the
 * route /events/discover/filter while any filter is set, /events/discover/all otherwise.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EVENTS_PATHS } from '../constants';
import {
  EMPTY_FILTERS,
  type EventFilterState,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
} from '../utils/filters';

export type DiscoverTab = 'listing' | 'calendar';

/** Filters, tab and their setters. */
export function useEventFilters() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const searchKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the identity of the query.
  const filters = useMemo(() => filtersFromSearch(search), [searchKey]);
  const activeTab: DiscoverTab = search.get('activeTab') === 'calendar' ? 'calendar' : 'listing';

  const go = useCallback(
    (next: EventFilterState, tab: DiscoverTab, replace = false) => {
      const base = new URLSearchParams();
      if (tab === 'calendar') base.set('activeTab', 'calendar');
      else base.set('activeTab', 'listing');
      const query = filtersToSearch(next, base).toString();
      const path = hasActiveFilters(next) ? EVENTS_PATHS.discoverFilter : EVENTS_PATHS.discoverAll;
      navigate(`${path}?${query}`, { replace });
    },
    [navigate],
  );

  return {
    filters,
    activeTab,
    /** Apply a whole filter state (the dropdown's Apply). */
    apply: (next: EventFilterState) => go(next, activeTab),
    /** Clear every filter (the dropdown's Clear). */
    clear: () => go(EMPTY_FILTERS, activeTab),
    /** Change the tab, keeping the filters. */
    setTab: (tab: DiscoverTab) => go(filters, tab),
    /** The debounced keyword box (replaces the history entry while typing). */
    setKeyword: (keyword: string) => go({ ...filters, keyword }, activeTab, true),
  };
}
