/** Formatting of staff event screens (issue 22). */
import { formatDateTimeInZone } from '@portal/shared';

/** "Sat 26 Dec 2026, 9:00 am (UTC+11:00)": an event's start in its own IANA zone with that date's label (issue 30). */
export function formatWhen(event: { eventStartUtc: string; timeZone: string }): string {
  return formatDateTimeInZone(event.eventStartUtc, event.timeZone);
}
