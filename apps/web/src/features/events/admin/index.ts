/**
 * Staff events (issue 22): the Upcoming / Past / Drafts lists, the event form, attendees with CSV
 * export and dietary summary, and check-in, under /admin/events.
 */
export { useAdminEvent } from './api/events-admin';
export { AttendeesView } from './components/AttendeesView';
export { CheckInView } from './components/CheckInView';
export { EventForm } from './components/EventForm';
export { EventsAdminGate } from './components/EventsAdminGate';
export { EventsAdminList } from './components/EventsAdminList';
export { EVENTS_ADMIN_BASE, TEXT as EVENTS_ADMIN_TEXT } from './constants';
