/** Paths and texts of the staff events screens (issue 22; the spec shows no staff screens: chosen). */
import type { EventAdminState } from '@portal/shared';

export const EVENTS_ADMIN_BASE = '/admin/events';
export const ADMIN_EVENTS_PAGE_SIZE = 20;
export const ATTENDEES_PAGE_SIZE = 50;

export const STATE_TABS: { key: EventAdminState; label: string }[] = [
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'past', label: 'Past' },
  { key: 'drafts', label: 'Drafts' },
];

export const TEXT = {
  area: 'Events',
  createNew: 'Create new event',
  search: 'Search events',
  title: 'Title',
  when: 'Date',
  status: 'Status',
  tickets: 'Tickets',
  actions: 'Actions',
  edit: 'Edit',
  attendees: 'Attendees',
  checkIn: 'Check-in',
  publish: 'Publish',
  schedule: 'Schedule publish',
  unpublish: 'Unpublish',
  duplicate: 'Duplicate',
  cancelEvent: 'Cancel event',
  view: 'View',
  none: {
    upcoming: 'No upcoming events',
    past: 'No past events',
    drafts: 'No drafts',
  } as Record<EventAdminState, string>,
  loadFailed: 'The events could not be loaded.',
  retry: 'Try again',
  back: 'Back to events',
  newTitle: 'Create new event',
  editTitle: 'Edit event',
  save: 'Save',
  saved: 'Saved',
  created: 'Event created as a draft',
  published: 'Event published',
  scheduled: 'Publication scheduled',
  unpublished: 'Event moved to drafts',
  duplicated: 'Copy created as a draft',
  cancelled: 'Event cancelled; every ticket refunded',
  fixErrors: 'Please correct the highlighted fields.',
  cancelConfirm: (title: string) => `Cancel "${title}"?`,
  cancelBody: 'Every ticket is cancelled with a full refund and every holder is mailed. This cannot be undone.',
  keepEvent: 'Keep event',
  publishAt: 'Publish at',
  draft: 'Draft',
  scheduledTag: 'Scheduled',
  publishedTag: 'Published',
  cancelledTag: 'Cancelled',
  exportCsv: 'Export CSV',
  searchAttendees: 'Search name, email or ticket number',
  noAttendees: 'No attendees yet',
  noMatches: 'No attendee matches',
  dietary: 'Dietary summary',
  waitlist: 'Waitlist',
  checkedIn: 'Checked in',
  checkInDone: (name: string) => `${name} checked in`,
  scanWithCamera: 'Scan with camera',
  stopCamera: 'Stop camera',
  cameraView: 'Camera view for scanning ticket QR codes',
  cameraUnsupported:
    'This browser cannot use a camera here (it needs HTTPS and camera support). Search by name or ticket number instead.',
  cameraDenied:
    'Camera permission was denied. Allow the camera for this site in the browser settings, or search by name or ticket number instead.',
  cameraMissing: 'No camera was found on this device. Search by name or ticket number instead.',
  cameraFailed: 'The camera could not be started. Search by name or ticket number instead.',
  scannedUnknown: (code: string) => `No active ticket ${code} for this event.`,
  scannedAlready: (name: string) => `${name} is already checked in.`,
  eventNotFound: 'Event not found.',
} as const;
