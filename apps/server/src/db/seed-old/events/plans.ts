/**
 * The fixed choices behind the demo events (issue #4 Demo data): taxonomy labels, locations with
 * their UTC offsets, tags, topics, the eight kinds of event taken in turn, and the indices of the
 * special events. Data only.
 */

/** Event types and categories, in display order. */
export const EVENT_TYPE_LABELS = ['Workshop', 'Webinar', 'Conference', 'Seminar', 'Course', 'Networking', 'Meeting'];
export const EVENT_CATEGORY_LABELS = [
  'Clinical practice',
  'Professional practice',
  'Research and evidence',
  'Leadership and management',
  'Ethics and law',
];
/** Locations and their UTC offsets in minutes (standard time). */
export const LOCATIONS: [string, number][] = [
  ['Sydney', 600],
  ['Melbourne', 600],
  ['Brisbane', 600],
  ['Perth', 480],
  ['Adelaide', 570],
  ['Hobart', 600],
  ['Online', 600],
];
/** Event tags (shared with the community tags: written when missing). */
export const EVENT_TAG_NAMES = [
  'Telehealth',
  'NDIS',
  'Research',
  'CPD',
  'Leadership',
  'Ethics',
  'Assessment',
  'Wellbeing',
  'Rural practice',
  'Dementia',
];
/** Event topics, taken in turn. */
export const TOPICS = [
  'Sensory processing in the classroom',
  'Falls prevention in the home',
  'Telehealth that works',
  'NDIS plan reviews made simple',
  'Splinting for the hand therapist',
  'School readiness assessment',
  'Home modifications for ageing in place',
  'Driver assessment essentials',
  'Dementia-friendly environments',
  'Clinical supervision models',
  'Goal setting with clients',
  'Measuring outcomes in practice',
  'Report writing for funders',
  'Pressure care and seating',
  'Mental health and occupation',
  'Return to work planning',
  'Assistive technology update',
  'Cognitive assessment tools',
  'Paediatric feeding',
  'Leading a private practice',
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
