/**
 * 'Add to calendar' (issue 4, beyond the spec): downloads an .ics file from the server —
 * GET /api/event/{id}/calendar.ics for one event, GET /api/user/events/calendar.ics for the user's
 * upcoming tickets — with the session's bearer (no token in the address).
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { saveBlob } from '../../../../lib/download';
import { reportFailure } from '../../../../lib/feedback';
import { fetchBlob } from '../../api/events';
import { EVENTS_TEXT } from '../../constants';

export interface AddToCalendarButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** One event; without it, the user's upcoming events. */
  eventId?: number;
  label?: string;
}

/** Button that saves the .ics file. */
export function AddToCalendarButton({ eventId, label, ...props }: AddToCalendarButtonProps) {
  const [busy, setBusy] = useState(false);
  async function handleClick() {
    setBusy(true);
    try {
      const path = eventId ? `/api/event/${eventId}/calendar.ics` : '/api/user/events/calendar.ics';
      saveBlob(await fetchBlob(path), eventId ? `event-${eventId}.ics` : 'my-events.ics');
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<CalendarOutlined />} loading={busy} onClick={handleClick} {...props}>
      {label ?? (eventId ? EVENTS_TEXT.addToCalendar : EVENTS_TEXT.addTicketsToCalendar)}
    </Button>
  );
}
