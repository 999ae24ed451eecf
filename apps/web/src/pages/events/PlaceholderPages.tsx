/**
 * Placeholder routes of the events area (spec 03 §2 Events): /events/conference shows 'Work in
 * progress'; /events/meeting shows 'Oops! Sorry, page is under construction!'.
 */
import { Result } from 'antd';
import { EVENTS_TEXT } from '../../features/events';

/** /events/conference. */
export function ConferencePage() {
  return <Result status="info" title={EVENTS_TEXT.workInProgress} />;
}

/** /events/meeting. */
export function MeetingPlaceholderPage() {
  return <Result status="warning" title={EVENTS_TEXT.meetingPlaceholder} />;
}
