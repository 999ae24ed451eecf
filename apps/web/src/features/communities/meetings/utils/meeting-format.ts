/**
 * Formatting of meetings and the deep link of a meeting (spec 02 §2). Meetings are online: members see
 * them in their OWN (the browser's) zone with its offset label, in the one set of en-AU formats of
 * `@portal/shared` (issue 30; replaces spec 02 §9's "HH:mm" and raw "YYYY-MM-DD HH:mm" RSVP).
 */
import { formatDateTime, formatDateWeekday, formatTimeRange, type Meeting } from '@portal/shared';

/** "Thu 27 Nov 2026" (the viewer's day). */
export const meetingDay = (iso: string) => formatDateWeekday(iso);
/** "10:00 am – 11:00 am (UTC+11:00)": the viewer's times with the viewer's offset label on that date. */
export const meetingTimes = (m: Pick<Meeting, 'startDate' | 'endDate'>) => formatTimeRange(m.startDate, m.endDate);
/** "Sat 28 Nov 2026, 5:00 pm" (the RSVP deadline in the viewer's zone). */
export const rsvpFormat = (iso: string) => formatDateTime(iso);

/** True when the meeting has ended. */
export const isPast = (m: Pick<Meeting, 'endDate'>, now = Date.now()) => new Date(m.endDate).getTime() <= now;

/** The privacy label of a visibility code (spec 02 §3: 1 Public, 2 Community, 3 Private). */
export const PRIVACY_LABELS: Readonly<Record<number, string>> = { 1: 'Public', 2: 'Community', 3: 'Private' };

/** The deep link of a meeting under the route family (e.g. /communities). */
export const meetingPath = (base: string, alias: string, id: number) =>
  `${base}/${encodeURIComponent(alias)}/meetings/${id}`;

/** The community's meetings list with the card highlighted (spec 02 §2 meetingId query). */
export const meetingListPath = (base: string, alias: string, id?: number) =>
  `${base}/${encodeURIComponent(alias)}/meetings${id ? `?meetingId=${id}` : ''}`;
