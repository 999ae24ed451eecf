/**
 * The events calendar on a phone (issue 32): below 576 px a month grid leaves 40 px per day and
 * splits titles into a few letters per line, so the calendar shows an agenda instead: the days of
 * the shown month (month mode) or year (year mode) that hold events, in date order, each with its
 * events' full titles (links to the details page), times and CPD / attending marks. Same data and
 * header controls as the grid (EventsCalendar); only the body differs.
 */
import type { EventListItem } from '@portal/shared';
import { Empty, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { AGENDA_TEXT, EVENTS_PATHS } from '../../constants';
import type { CalendarMode } from '../../utils/calendar';
import { parseDay } from '../../utils/calendar';
import { formatEventTimeRange } from '../../utils/time-zone';
import styles from './calendar.module.css';

export interface CalendarAgendaProps {
  /** Events by start day ("YYYY-MM-DD"), each day's in start order (utils/calendar groupEventsByDay). */
  byDay: ReadonlyMap<string, readonly EventListItem[]>;
  /** The shown date: its month (month mode) or year (year mode) is listed. */
  value: Dayjs;
  mode: CalendarMode;
}

/** The days of the shown period that hold events ("YYYY-MM-DD", ascending). */
export function agendaDays(byDay: ReadonlyMap<string, readonly unknown[]>, value: Dayjs, mode: CalendarMode): string[] {
  const prefix = value.format(mode === 'month' ? 'YYYY-MM' : 'YYYY');
  return [...byDay.keys()].filter((day) => day.startsWith(prefix) && (byDay.get(day)?.length ?? 0) > 0).sort();
}

/** The agenda list, or an empty state naming the period. */
export function CalendarAgenda({ byDay, value, mode }: CalendarAgendaProps) {
  const days = agendaDays(byDay, value, mode);
  const period = value.format(mode === 'month' ? 'MMMM YYYY' : 'YYYY');
  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={AGENDA_TEXT.empty(period)} />;
  return (
    <ol className={styles.agenda} aria-label={AGENDA_TEXT.label(period)} data-testid="events-agenda">
      {days.map((day) => (
        <li key={day} className={styles.agendaDay}>
          <h3 className={styles.agendaDate}>{parseDay(day).format('dddd D MMMM')}</h3>
          <ul className={styles.agendaEvents}>
            {(byDay.get(day) ?? []).map((event) => (
              <li key={event.id} className={styles.agendaEvent}>
                <Link to={EVENTS_PATHS.details(event.id)} className={styles.agendaTitle}>
                  {event.title}
                </Link>
                <span className={styles.agendaTime}>{formatEventTimeRange(event)}</span>
                {(event.isCpd || event.userTicketId) && (
                  <span>
                    {event.userTicketId ? <Tag color="green">{AGENDA_TEXT.attending}</Tag> : null}
                    {event.isCpd ? <Tag>{AGENDA_TEXT.cpd}</Tag> : null}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
