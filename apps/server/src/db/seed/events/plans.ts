/**
 * The fixed choices behind the demo events (issue #4 Demo data): type labels, locations with their
 * IANA zones, the eight kinds of event taken in turn, and the indices of the special events. Data
 * only; categories, tags and every text come from the tenant's corpus (issue 21).
 */
import { corpusFor } from '../corpus';

/** Event types, in display order. */
export const EVENT_TYPE_LABELS = ['Workshop', 'Webinar', 'Conference', 'Seminar', 'Course', 'Networking', 'Meeting'];
/** The reference tenant's event categories (each tenant's are in its corpus). */
export const EVENT_CATEGORY_LABELS = corpusFor('ota').events.categories;
/** Locations and their IANA zones (issue 30: daylight saving follows the zone). */
export const LOCATIONS: [string, string][] = [
  ['Sydney', 'Australia/Sydney'],
  ['Melbourne', 'Australia/Melbourne'],
  ['Brisbane', 'Australia/Brisbane'],
  ['Perth', 'Australia/Perth'],
  ['Adelaide', 'Australia/Adelaide'],
  ['Hobart', 'Australia/Hobart'],
  ['Online', 'Australia/Sydney'],
];
/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The kinds of demo event, taken in turn (`KINDS[i % 8]`), and the event type of each. */
export type Kind = 'free' | 'paid' | 'multi' | 'cpd' | 'conference' | 'networking' | 'seminar' | 'course';
export const KINDS: Kind[] = ['free', 'paid', 'multi', 'cpd', 'conference', 'networking', 'seminar', 'course'];
export const TYPE_OF: Record<Kind, string> = {
  free: 'Webinar',
  paid: 'Workshop',
  multi: 'Workshop',
  cpd: 'Course',
  conference: 'Conference',
  networking: 'Networking',
  seminar: 'Seminar',
  course: 'Course',
};

/** Index of the nearly sold-out event and of the sold-out one (both upcoming). */
export const NEARLY_SOLD_OUT_INDEX = 21;
export const SOLD_OUT_INDEX = 22;
/** Index of the one draft event (staff only). */
export const DRAFT_INDEX = 39;
