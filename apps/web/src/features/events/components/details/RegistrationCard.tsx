/**
 * The Registration card (spec 03 §2 Event details; §4 Event registration and Event ticket).
 *
 * - The user's tickets of the event, each with its More menu (cancel, dietary), and 'Add to
 *   calendar'. Register is hidden while the user holds an active ticket.
 * - Single-click events: the price and 'Register' (free at once; paid asks 'Proceed to checkout?').
 * - Multi-ticket events: a ticket type choice and a quantity (min 1, step 1). Register is disabled
 *   until a type is chosen; sold-out types are disabled with the tooltip 'No tickets left'. Paid
 *   types go through the cart and checkout; 'Add to cart' puts them in the cart instead, and a
 *   short text under the two buttons says so (issue 32).
 * - Waitlist (issue 22): a sold-out limited type can be joined; a seat offered to the member is
 *   open to them in the choice above (WaitlistPanel).
 */
import type { EventDetails, EventTicketPrice, UserTicket } from '@portal/shared';
import { CART_LIMITS, EVENT_MESSAGES } from '@portal/shared';
import { Button, Card, Empty, InputNumber, Radio, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { formatCurrency } from '../../../../lib/format';
import { useCurrentUser } from '../../../../lib/current-user';
import { useTicketPrices } from '../../api/events';
import { DETAILS_TEXT, EVENTS_TEXT } from '../../constants';
import { useRegistration } from '../../hooks/useRegistration';
import { TicketQrButton } from '../tickets/TicketQrButton';
import { TicketActionsMenu } from '../tickets/TicketActionsMenu';
import { AddToCalendarButton } from './AddToCalendarButton';
import { WaitlistPanel } from './WaitlistPanel';
import styles from './details.module.css';
import { useEventCartHooks } from '../../hooks/event-cart';

const priceText = (amount: number) => (amount === 0 ? EVENTS_TEXT.free : formatCurrency(amount));

function YourTickets({ tickets }: { tickets: UserTicket[] }) {
  return (
    <div data-testid="your-tickets">
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {DETAILS_TEXT.yourTickets}
      </Typography.Title>
      {tickets.map((ticket) => (
        <div key={ticket.ticketId} className={styles.ticketRow} data-testid="user-ticket">
          <div className={styles.ticketInfo}>
            <span>
              {ticket.ticketPrice} · {priceText(ticket.amount)}
              {ticket.attendanceStatus === 'Removed' && (
                <Tag color="default" style={{ marginLeft: 8 }}>
                  Cancelled
                </Tag>
              )}
            </span>
            <span className={styles.ticketMeta}>
              {EVENTS_TEXT.ticketNumber} {ticket.ticketNumber}
              {ticket.nominee ? ` · Substitute: ${ticket.nominee.nomineeTitle} ${ticket.nominee.nomineeName}` : ''}
              {ticket.attendanceStatus === 'Removed' && ticket.refundAmount
                ? ` · Refund ${formatCurrency(ticket.refundAmount)}`
                : ''}
            </span>
          </div>
          {ticket.attendanceStatus === 'Active' && <TicketQrButton ticketNumber={ticket.ticketNumber} />}
          {ticket.attendanceStatus === 'Active' && (
            <TicketActionsMenu
              ticketId={ticket.ticketId}
              ticket={ticket}
              variant="more"
              label={`${DETAILS_TEXT.yourTickets} ${ticket.ticketNumber}`}
            />
          )}
        </div>
      ))}
    </div>
  );
}

function TicketChoice({ event, prices }: { event: EventDetails; prices: EventTicketPrice[] }) {
  const { data: user } = useCurrentUser();
  const registration = useRegistration();
  const { useAddToCart, openCart } = useEventCartHooks();
  const cart = useAddToCart(user?.id);
  const [priceId, setPriceId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const chosen = prices.find((p) => p.ticketPriceId === priceId) ?? null;
  const maxQuantity = Math.max(1, Math.min(CART_LIMITS.maxQuantity, chosen?.remaining ?? CART_LIMITS.maxQuantity));
  const registerDisabled = !chosen || chosen.soldOut;

  async function handleAddToCart() {
    if (!chosen) return;
    if (await cart.add(chosen.ticketPriceId, quantity)) openCart();
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <div>
        <Typography.Text strong id="ticket-type-label">
          {DETAILS_TEXT.ticketType}
        </Typography.Text>
        <Radio.Group
          aria-labelledby="ticket-type-label"
          value={priceId}
          onChange={(e) => {
            setPriceId(e.target.value);
            setQuantity(1);
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
        >
          {prices.map((price) => {
            const radio = (
              <Radio key={price.ticketPriceId} value={price.ticketPriceId} disabled={price.soldOut}>
                {price.name} · {priceText(price.amount)}
                {price.soldOut && (
                  <Tag style={{ marginLeft: 8 }} color="default">
                    {DETAILS_TEXT.soldOut}
                  </Tag>
                )}
              </Radio>
            );
            return price.soldOut ? (
              <Tooltip key={price.ticketPriceId} title={DETAILS_TEXT.noTicketsLeft} placement="left">
                <span>{radio}</span>
              </Tooltip>
            ) : (
              radio
            );
          })}
        </Radio.Group>
      </div>
      <div>
        <Typography.Text strong>
          <label htmlFor="ticket-quantity">{DETAILS_TEXT.quantity}</label>
        </Typography.Text>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 8 }}>
          <InputNumber
            id="ticket-quantity"
            min={1}
            max={maxQuantity}
            step={1}
            precision={0}
            value={quantity}
            disabled={!chosen || chosen.soldOut}
            onChange={(v) => setQuantity(typeof v === 'number' && v >= 1 ? v : 1)}
          />
          {chosen && chosen.amount > 0 && (
            <span className={styles.price} data-testid="registration-total">
              {formatCurrency(chosen.amount * quantity)}
            </span>
          )}
        </div>
      </div>
      <Space wrap>
        <Tooltip
          title={
            chosen?.soldOut ? DETAILS_TEXT.noTicketsLeft : registerDisabled ? DETAILS_TEXT.selectTicketType : undefined
          }
        >
          <Button
            type="primary"
            disabled={registerDisabled}
            aria-describedby={!chosen ? 'register-why' : undefined}
            loading={registration.isBusy}
            onClick={() => chosen && registration.registerTickets(event.id, chosen, quantity)}
          >
            {EVENTS_TEXT.register}
          </Button>
        </Tooltip>
        {chosen && chosen.amount > 0 && !chosen.soldOut && (
          <Button loading={cart.adding} onClick={handleAddToCart}>
            {DETAILS_TEXT.addToCart}
          </Button>
        )}
      </Space>
      {chosen && chosen.amount > 0 && !chosen.soldOut && (
        <Typography.Text type="secondary" data-testid="register-or-cart">
          {DETAILS_TEXT.registerOrCart}
        </Typography.Text>
      )}
      {/* A disabled button shows no tooltip on touch or keyboard: say why in text (issue 22). */}
      {!chosen && (
        <Typography.Text type="secondary" id="register-why">
          {DETAILS_TEXT.selectTicketType}
        </Typography.Text>
      )}
      {registration.contextHolder}
    </Space>
  );
}

function SingleClick({ event, prices }: { event: EventDetails; prices: EventTicketPrice[] }) {
  const registration = useRegistration();
  const price = prices.find((p) => p.ticketPriceId === event.singleClickTicketPriceId);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {price && <span className={styles.price}>{priceText(price.amount)}</span>}
      <Tooltip title={price?.soldOut ? DETAILS_TEXT.noTicketsLeft : undefined}>
        <Button
          type="primary"
          size="large"
          block
          disabled={!price || price.soldOut}
          loading={registration.isBusy}
          onClick={() => registration.registerSingleClick(event)}
        >
          {EVENTS_TEXT.register}
        </Button>
      </Tooltip>
      {/* As for the ticket choice: a disabled button's tooltip reaches no touch or keyboard user. */}
      {price?.soldOut && <Typography.Text type="secondary">{DETAILS_TEXT.noTicketsLeft}</Typography.Text>}
      {registration.contextHolder}
    </Space>
  );
}

/** The card; `tickets` are the user's tickets of the event (undefined while loading). */
export function RegistrationCard({ event, tickets }: { event: EventDetails; tickets: UserTicket[] | undefined }) {
  const active = (tickets ?? []).filter((t) => t.attendanceStatus === 'Active');
  const holdsTicket = active.length > 0 || !!event.userTicketId;
  const prices = useTicketPrices(event.id, !holdsTicket && event.isRegistrationOpen);

  let body: React.ReactNode;
  if (tickets === undefined) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (holdsTicket) body = null;
  else if (event.status === 'cancelled')
    body = <Typography.Text type="secondary">{DETAILS_TEXT.cancelledRegistration}</Typography.Text>;
  else if (!event.isRegistrationOpen)
    body = <Typography.Text type="secondary">{EVENT_MESSAGES.registrationClosed}</Typography.Text>;
  else if (prices.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!prices.data || prices.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DETAILS_TEXT.noTicketsLeft} />;
  else if (event.isSingleClickRegistration) body = <SingleClick event={event} prices={prices.data} />;
  else body = <TicketChoice event={event} prices={prices.data} />;

  return (
    <Card
      variant="borderless"
      className={styles.card}
      title={DETAILS_TEXT.registration}
      data-testid="registration-card"
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {(tickets ?? []).length > 0 && <YourTickets tickets={tickets ?? []} />}
        {body}
        {!holdsTicket && event.isRegistrationOpen && prices.data && prices.data.length > 0 && (
          <WaitlistPanel eventId={event.id} prices={prices.data} />
        )}
        {holdsTicket && <AddToCalendarButton eventId={event.id} block />}
      </Space>
    </Card>
  );
}
