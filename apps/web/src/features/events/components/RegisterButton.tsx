/**
 * 'Register' on a single-click event card (spec 03 §2 Events home; §4 Single-click registration):
 * free registers at once; paid asks 'Proceed to checkout?' first.
 */
import type { EventListItem } from '@portal/shared';
import { Button } from 'antd';
import { EVENTS_TEXT } from '../constants';
import { useRegistration } from '../hooks/useRegistration';

/** The card's Register button. */
export function RegisterButton({
  event,
  size = 'small',
}: {
  event: Pick<EventListItem, 'id' | 'title' | 'singleClickTicketPriceId'>;
  size?: 'small' | 'middle' | 'large';
}) {
  const registration = useRegistration();
  return (
    <>
      <Button
        type="primary"
        size={size}
        loading={registration.isBusy}
        aria-label={`${EVENTS_TEXT.register}: ${event.title}`}
        onClick={() => registration.registerSingleClick(event)}
      >
        {EVENTS_TEXT.register}
      </Button>
      {registration.contextHolder}
    </>
  );
}
