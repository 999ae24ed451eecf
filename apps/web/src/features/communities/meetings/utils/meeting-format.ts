/**
 * Formatting of meetings (spec 02 §9: time format HH:mm, RSVP YYYY-MM-DD HH:mm) in the browser's
 * time zone, and the deep link of a meeting (spec 02 §2).
 */
import type { Meeting } from '@portal/shared';
import dayjs from 'dayjs';

/** "Thu 27 Nov 2026". */
export const meetingDay = (iso: string) => dayjs(iso).format('ddd D MMM YYYY');
/** "10:00 – 11:00" (HH:mm). */
export const meetingTimes = (m: Pick<Meeting, 'startDate' | 'endDate'>) =>
  `${dayjs(m.startDate).format('HH:mm')} – ${dayjs(m.endDate).format('HH:mm')}`;
/** "2026-11-27 09:00" (the RSVP format of spec 02 §9). */
export const rsvpFormat = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

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
