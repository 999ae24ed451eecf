/** Formatting of staff event screens (issue 22). */
import dayjs from 'dayjs';

/** "Tue 10 Mar 2026, 09:00 (UTC+10:00)" from an event's wall-clock time and zone. */
export function formatWhen(wallClock: string, zone: string): string {
  return `${dayjs(wallClock).format('ddd D MMM YYYY, HH:mm')} (${zone})`;
}
