/**
 * The events of one calendar cell (spec 03 §2 Calendar): at most 2 previews, titles cut to 18
 * characters in day cells and 24 in month cells, and '+N more' opening the full list. Each preview
 * has a tooltip (title and time); `spotlightId` opens one automatically.
 */
import type { EventListItem } from '@portal/shared';
import { Popover, Tooltip } from 'antd';
import { type MouseEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CALENDAR_TEXT, EVENTS_PATHS, EVENTS_UI } from '../../constants';
import { cellPreviews, truncateTitle } from '../../utils/calendar';
import { formatEventDate, formatEventTimeRange } from '../../utils/time-zone';
import styles from './calendar.module.css';

const stop = (event: MouseEvent) => event.stopPropagation();

function TooltipText({ event }: { event: EventListItem }) {
  return (
    <span>
      <strong>{event.title}</strong>
      <br />
      {formatEventDate(event)}
      <br />
      {formatEventTimeRange(event)}
    </span>
  );
}

function Preview({ event, max, isSpotlit }: { event: EventListItem; max: number; isSpotlit: boolean }) {
  const [hovered, setHovered] = useState(false);
  const titleId = useId();
  return (
    <li>
      <Tooltip
        title={<TooltipText event={event} />}
        open={isSpotlit || hovered}
        onOpenChange={setHovered}
        placement="top"
      >
        {/* Named by its visible (shortened) title, described by the full one (WCAG 2.5.3 label in name). */}
        <Link
          to={EVENTS_PATHS.details(event.id)}
          className={`${styles.preview} ${event.userTicketId ? styles.previewGoing : ''} ${event.isCpd ? styles.previewCpd : ''}`}
          onClick={stop}
          aria-describedby={titleId}
          data-testid="calendar-preview"
        >
          {truncateTitle(event.title, max)}
        </Link>
      </Tooltip>
      <span id={titleId} className="visually-hidden">
        {event.title}
      </span>
    </li>
  );
}

export interface CalendarCellProps {
  events: EventListItem[];
  kind: 'day' | 'month';
  /** The event whose tooltip is open automatically, if any. */
  spotlightId: number | null;
  /** Names the "+N more" list ("12 March 2026", "March 2026"). */
  label: string;
}

/** Previews and the '+N more' popover of a cell. */
export function CalendarCell({ events, kind, spotlightId, label }: CalendarCellProps) {
  if (events.length === 0) return null;
  const max = kind === 'day' ? EVENTS_UI.dayTitleMax : EVENTS_UI.monthTitleMax;
  const { shown, more } = cellPreviews(events);
  return (
    <div className={styles.cell}>
      <ul className={styles.previews}>
        {shown.map((event) => (
          <Preview key={event.id} event={event} max={max} isSpotlit={spotlightId === event.id} />
        ))}
      </ul>
      {more > 0 && (
        <Popover
          trigger="click"
          title={label}
          content={
            <ul className={styles.moreList}>
              {events.map((event) => (
                <li key={event.id}>
                  <Link to={EVENTS_PATHS.details(event.id)}>{event.title}</Link>
                  <span className={styles.moreTime}>{formatEventTimeRange(event)}</span>
                </li>
              ))}
            </ul>
          }
        >
          <button type="button" className={styles.more} onClick={stop}>
            {CALENDAR_TEXT.more(more)}
          </button>
        </Popover>
      )}
    </div>
  );
}
