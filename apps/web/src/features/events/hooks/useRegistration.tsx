/**
 * Event registration (spec 03 §4 Event registration; §8 messages; spec 01 §4 Cart checkout).
 *
 * - Single-click: the event's tickets are fetched and the one matching singleClickTicketPriceId is
 *   found. Amount 0 registers at once ('Registered successfully!'); otherwise 'Proceed to
 *   checkout?' is asked and the ticket is bought through a new cart and the checkout page.
 * - Multi-ticket (Registration card): a free type with quantity 1 registers at once; paid types or
 *   several seats go through the cart and checkout (a zero total is confirmed by the server).
 * Registering sends the engagement event registerEvent (fire and forget) and refetches the user's
 * events. A failure shows 'Failed to register for event. Try again.' with the server's reason.
 */
import { ERROR_CODE, type EventListItem } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import { useCurrentUser } from '../../../lib/current-user';
import { trackEngagement } from '../../../lib/engagement';
import { fetchTicketPrices } from '../api/events';
import { eventKeys } from '../api/keys';
import { refetchUserEvents, registerForEvent } from '../api/tickets';
import { TICKET_TEXT } from '../constants';
import { useEventCartHooks } from './event-cart';

function notifyRegisterFailed(error: unknown): void {
  notifyError({
    title: TICKET_TEXT.registerFailed,
    description: error ? errorMessage(error) : undefined,
    durationSeconds: 4.5,
  });
}

/** Registration actions for the signed-in user; render `contextHolder` once (the confirm dialog). */
export function useRegistration() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const { buyNow, isCheckingOut } = useEventCartHooks().useBuyNow(userId);
  const [modal, contextHolder] = Modal.useModal();
  const [isRegistering, setRegistering] = useState(false);

  /** POST /api/event/register for a free ticket price; paid answers go to checkout. */
  async function registerFree(eventId: number, ticketPriceId: number): Promise<boolean> {
    if (!userId) return false;
    setRegistering(true);
    try {
      await registerForEvent({ ticketPriceId, userId });
      toastSuccess(TICKET_TEXT.registered);
      trackEngagement({ eventType: 'registerEvent', entityId: String(eventId) });
      await refetchUserEvents(queryClient, eventId);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODE.CHECKOUT_REQUIRED)
        return buyNow({ itemPriceId: ticketPriceId, quantity: 1, eventId });
      notifyRegisterFailed(error);
      if (isApiError(error, 409)) void refetchUserEvents(queryClient, eventId);
      return false;
    } finally {
      setRegistering(false);
    }
  }

  /** Register on a single-click event (spec 03 §4). */
  async function registerSingleClick(event: Pick<EventListItem, 'id' | 'singleClickTicketPriceId'>): Promise<void> {
    setRegistering(true);
    let price: Awaited<ReturnType<typeof fetchTicketPrices>>[number] | undefined;
    try {
      const prices = await queryClient.fetchQuery({
        queryKey: eventKeys.prices(event.id),
        queryFn: ({ signal }) => fetchTicketPrices(event.id, signal),
        staleTime: 0,
      });
      price = prices.find((p) => p.ticketPriceId === event.singleClickTicketPriceId);
    } catch (error) {
      setRegistering(false);
      notifyRegisterFailed(error);
      return;
    }
    setRegistering(false);
    if (!price) {
      notifyRegisterFailed(null);
      return;
    }
    if (price.amount === 0) {
      await registerFree(event.id, price.ticketPriceId);
      return;
    }
    const itemPriceId = price.ticketPriceId;
    await modal.confirm({
      title: TICKET_TEXT.proceedToCheckout,
      okText: TICKET_TEXT.confirm,
      cancelText: TICKET_TEXT.cancel,
      onOk: () => buyNow({ itemPriceId, quantity: 1, eventId: event.id }),
    });
  }

  /** Registration card: one ticket type with a quantity. */
  async function registerTickets(
    eventId: number,
    price: { ticketPriceId: number; amount: number },
    quantity: number,
  ): Promise<boolean> {
    if (price.amount === 0 && quantity === 1) return registerFree(eventId, price.ticketPriceId);
    return buyNow({ itemPriceId: price.ticketPriceId, quantity, eventId });
  }

  return { registerSingleClick, registerTickets, isBusy: isRegistering || isCheckingOut, contextHolder, userId };
}
