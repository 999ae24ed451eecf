/**
 * The events calendar (spec 03 §2 Calendar; §7: POST /api/event/list with startDateFrom and
 * startDateTo as YYYY-MM-DD, size 1000 for month view and 2000 for year view; §9 timings).
 *
 * - Month view (the 42-day grid from the Monday of the week holding the 1st) and year view.
 * - Previous/next event: the nearest event date before or after the selected date (with the
 *   applied filters) becomes the selected date; 'No previous events' or 'No more upcoming events'
 *   shows for 3 s when there is none.
 * - Tooltips of the selected day's previews open by themselves: 3 s each on a day with several
 *   events, 5 s for a single event.
 * - Below 576 px (a phone) the grid gives way to an agenda of the period's days with events
 *   (CalendarAgenda, issue 32); the header controls stay.
 */
import { DATE_FORMATS } from '@portal/shared';
import { LeftOutlined, RightOutlined, StepBackwardOutlined, StepForwardOutlined } from '@ant-design/icons';
import type { EventListInput, EventListItem } from '@portal/shared';
import { Button, Calendar, notification, Segmented, Space, Spin, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { fetchEvents, useEventList } from '../../api/events';
import { CALENDAR_TEXT, EVENTS_UI } from '../../constants';
import {
  CALENDAR_DAY_FORMAT,
  type CalendarMode,
  calendarRange,
  calendarTitle,
  groupEventsByDay,
  parseDay,
} from '../../utils/calendar';
import { type EventFilterState, filtersToPayload } from '../../utils/filters';
import { EN_AU_PICKER_LOCALE } from '../../utils/picker-locale';
import { eventDayKey } from '../../utils/time-zone';
import { useMediaQuery } from '../../../../lib/hooks/useMediaQuery';
import { CalendarAgenda } from './CalendarAgenda';
import { CalendarCell } from './CalendarCell';
import styles from './calendar.module.css';

/** The later of two YYYY-MM-DD days (null = unbounded). */
function laterDay(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a > b ? a : b;
}
function earlierDay(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a < b ? a : b;
}

interface Spotlight {
  day: string;
  index: number;
}

/** The calendar tab of discover events; `filters` are the applied filters. */
export default function EventsCalendar({ filters }: { filters: EventFilterState }) {
  const [value, setValue] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [mode, setMode] = useState<CalendarMode>('month');
  const [spotlight, setSpotlight] = useState<Spotlight | null>(null);
  const [stepping, setStepping] = useState(false);
  const [notice, noticeHolder] = notification.useNotification();
  const isPhone = useMediaQuery('(max-width: 575.98px)');

  const base = useMemo(() => {
    const { startDateFrom: _from, startDateTo: _to, ...rest } = filtersToPayload(filters, 'day');
    return rest;
  }, [filters]);
  const range = calendarRange(value, mode);
  const from = laterDay(range.from, filters.dateFrom);
  const to = earlierDay(range.to, filters.dateTo);
  const input: EventListInput = {
    ...base,
    startDateFrom: from,
    startDateTo: to,
    page: 1,
    size: range.size,
    sortOrder: 'asc',
    isActiveEvent: null,
    view: 'calendar',
  };
  const list = useEventList(input, !from || !to || from <= to);
  const events = list.data?.events ?? [];
  const { byDay, byMonth } = useMemo(() => groupEventsByDay(list.data?.events ?? []), [list.data]);

  // Spotlight: each preview of the day in turn, 3 s each (several events) or 5 s (one event).
  const spotEvents = spotlight ? (byDay.get(spotlight.day) ?? []).slice(0, EVENTS_UI.previewsPerCell) : [];
  const spotlightId = spotlight ? (spotEvents[spotlight.index]?.id ?? null) : null;
  const dayCount = spotlight ? (byDay.get(spotlight.day)?.length ?? 0) : 0;
  useEffect(() => {
    if (!spotlight || spotEvents.length === 0) return;
    const ms = dayCount > 1 ? EVENTS_UI.tooltipSeveralMs : EVENTS_UI.tooltipSingleMs;
    const timer = setTimeout(() => {
      setSpotlight((s) => (s && s.index + 1 < spotEvents.length ? { ...s, index: s.index + 1 } : null));
    }, ms);
    return () => clearTimeout(timer);
  }, [spotlight, spotEvents.length, dayCount]);

  function spotlightDay(day: string) {
    setSpotlight(byDay.has(day) || list.isFetching ? { day, index: 0 } : null);
  }

  /** Moves to the nearest event date before (-1) or after (1) the selected date. */
  async function stepEvent(direction: 1 | -1) {
    setStepping(true);
    try {
      const pivot = value.add(direction, 'day').format(CALENDAR_DAY_FORMAT);
      const answer = await fetchEvents({
        ...base,
        page: 1,
        size: 1,
        view: 'calendar',
        isActiveEvent: null,
        sortOrder: direction === 1 ? 'asc' : 'desc',
        startDateFrom: direction === 1 ? laterDay(pivot, filters.dateFrom) : (filters.dateFrom ?? undefined),
        startDateTo: direction === 1 ? (filters.dateTo ?? undefined) : earlierDay(pivot, filters.dateTo),
      });
      const next: EventListItem | undefined = answer.events[0];
      const day = next ? eventDayKey(next) : null;
      if (!day) {
        notice.info({
          title: direction === 1 ? CALENDAR_TEXT.noMoreUpcoming : CALENDAR_TEXT.noPrevious,
          duration: EVENTS_UI.calendarNoticeMs / 1000,
          placement: 'topRight',
        });
        return;
      }
      setValue(parseDay(day));
      setSpotlight({ day, index: 0 });
    } catch {
      // The API client has shown the failure.
    } finally {
      setStepping(false);
    }
  }

  function shiftPeriod(step: 1 | -1) {
    setSpotlight(null);
    setValue((v) => v.add(step, mode === 'month' ? 'month' : 'year'));
  }

  return (
    <div className={styles.root} data-testid="events-calendar" data-mode={mode}>
      {noticeHolder}
      <div className={styles.header}>
        <div className={styles.headerGroup}>
          <Button
            shape="circle"
            icon={<LeftOutlined />}
            aria-label={mode === 'month' ? 'Previous month' : 'Previous year'}
            onClick={() => shiftPeriod(-1)}
          />
          <h2 className={styles.title} aria-live="polite">
            {calendarTitle(value, mode)}
          </h2>
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label={mode === 'month' ? 'Next month' : 'Next year'}
            onClick={() => shiftPeriod(1)}
          />
          <Button
            onClick={() => {
              setSpotlight(null);
              setValue(dayjs().startOf('day'));
            }}
          >
            {CALENDAR_TEXT.today}
          </Button>
          {list.isFetching && <Spin size="small" />}
        </div>
        <div className={styles.headerGroup}>
          <Space.Compact>
            <Tooltip title={CALENDAR_TEXT.previousEvent}>
              <Button
                icon={<StepBackwardOutlined />}
                aria-label={CALENDAR_TEXT.previousEvent}
                loading={stepping}
                onClick={() => stepEvent(-1)}
              />
            </Tooltip>
            <Tooltip title={CALENDAR_TEXT.nextEvent}>
              <Button
                icon={<StepForwardOutlined />}
                aria-label={CALENDAR_TEXT.nextEvent}
                loading={stepping}
                onClick={() => stepEvent(1)}
              />
            </Tooltip>
          </Space.Compact>
          <Segmented<CalendarMode>
            aria-label="Calendar view"
            value={mode}
            onChange={(next) => {
              setSpotlight(null);
              setMode(next);
            }}
            options={[
              { value: 'month', label: CALENDAR_TEXT.month },
              { value: 'year', label: CALENDAR_TEXT.year },
            ]}
          />
        </div>
      </div>
      {isPhone ? (
        <CalendarAgenda byDay={byDay} value={value} mode={mode} />
      ) : (
        <Calendar
          className={styles.calendar}
          value={value}
          mode={mode}
          locale={EN_AU_PICKER_LOCALE}
          headerRender={() => null}
          onSelect={(date, info) => {
            if (info.source === 'month') {
              setValue(date);
              setMode('month');
              setSpotlight(null);
              return;
            }
            if (info.source === 'date') {
              setValue(date);
              spotlightDay(date.format(CALENDAR_DAY_FORMAT));
            }
          }}
          onPanelChange={(date, next) => {
            setValue(date);
            setMode(next);
          }}
          cellRender={(date, info) => {
            if (info.type === 'date') {
              const day = date.format(CALENDAR_DAY_FORMAT);
              return (
                <CalendarCell
                  events={byDay.get(day) ?? []}
                  kind="day"
                  spotlightId={spotlight?.day === day ? spotlightId : null}
                  label={date.format(DATE_FORMATS.date)}
                />
              );
            }
            if (info.type === 'month') {
              const month = date.format('YYYY-MM');
              return (
                <CalendarCell
                  events={byMonth.get(month) ?? []}
                  kind="month"
                  spotlightId={spotlight?.day.startsWith(month) ? spotlightId : null}
                  label={date.format('MMMM YYYY')}
                />
              );
            }
            return info.originNode;
          }}
        />
      )}
      <span hidden data-testid="calendar-count">
        {events.length}
      </span>
    </div>
  );
}
