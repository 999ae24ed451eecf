/**
 * Discover events (spec 03 §2 Discover events, Calendar; §3 Event filter state): the keyword box
 * (debounced 600 ms), the filter dropdown and two tabs, Listing view and Calendar view, kept in
 * the query parameter activeTab. The calendar tab needs the calendar sub-feature.
 *
 * The listing loads pages of 20 and more near the end. Without a date range or when-filter it
 * lists events that have not ended (chosen: isActiveEvent true); with one, every event in it.
 */
import { canUseSubModule } from '@portal/shared';
import { Input, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useShellContext } from '../../../lib/shell-context';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { useInfiniteEvents } from '../api/events';
import { EVENTS_MENU, EVENTS_TEXT, EVENTS_UI, FILTER_TEXT } from '../constants';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { type DiscoverTab, useEventFilters } from '../hooks/useEventFilters';
import { type EventFilterState, filtersToPayload } from '../utils/filters';
import { EventFilterDropdown } from './EventFilterDropdown';
import { EventGrid } from './EventGrid';
import { EventsPageHeading } from './EventsLayout';
import styles from './events.module.css';

const EventsCalendar = lazy(() => import('./calendar/EventsCalendar'));

function Listing({ filters }: { filters: EventFilterState }) {
  const input = useMemo(() => {
    const payload = filtersToPayload(filters, 'iso');
    const bounded = !!payload.startDateFrom || !!payload.startDateTo || payload.listing !== undefined;
    return { ...payload, size: EVENTS_UI.pageSize, sortOrder: 'asc' as const, isActiveEvent: bounded ? null : true };
  }, [filters]);
  const list = useInfiniteEvents(input);
  const events = list.data?.pages.flatMap((page) => page.events);
  return (
    <EventGrid
      events={events}
      query={list}
      emptyText={EVENTS_TEXT.noEvents}
      skeletons={8}
      hasMore={!!list.hasNextPage}
      isFetchingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    />
  );
}

/** The keyword box: typing updates the address 600 ms after the last key. */
function KeywordBox({ value, onChange }: { value: string; onChange: (keyword: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, EVENTS_UI.keywordDebounceMs);
  // The address wins when it changes from elsewhere (Clear, back button).
  useEffect(() => setText(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers.
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced.trim());
  }, [debounced]);
  return (
    <Input.Search
      allowClear
      placeholder={FILTER_TEXT.keyword}
      aria-label={FILTER_TEXT.keyword}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onChange(v.trim())}
      style={{ maxWidth: 320 }}
    />
  );
}

/** The discover page with its tabs. */
export function DiscoverView() {
  const shell = useShellContext();
  const { filters, activeTab, apply, clear, setTab, setKeyword } = useEventFilters();
  const calendarOn = !!shell && canUseSubModule(getCurrentTenant().features, 'events', 'calendar', shell.user);
  const tab: DiscoverTab = calendarOn ? activeTab : 'listing';

  return (
    <>
      <EventsPageHeading title={EVENTS_MENU.discover} />
      <div className={styles.toolbar}>
        <KeywordBox value={filters.keyword} onChange={setKeyword} />
        <EventFilterDropdown value={filters} onApply={apply} onClear={clear} />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DiscoverTab)}
        destroyOnHidden
        items={[
          { key: 'listing', label: EVENTS_TEXT.listingView, children: <Listing filters={filters} /> },
          ...(calendarOn
            ? [
                {
                  key: 'calendar',
                  label: EVENTS_TEXT.calendarView,
                  children: (
                    // While the calendar's code loads, a placeholder (not a blank tab).
                    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                      <EventsCalendar filters={filters} />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
