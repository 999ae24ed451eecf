/**
 * The waitlist part of the Registration card (issue 22, beyond the spec): for each sold-out ticket
 * type with a seat limit, 'Join waitlist'; once on a line, the member's position and 'Leave
 * waitlist'; when a freed seat is offered, how long it is held for them (the type is then open to
 * them in the choice above: registering or checking out claims it).
 */
import type { EventTicketPrice, WaitlistEntry } from '@portal/shared';
import { WAITLIST_MESSAGES } from '@portal/shared';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { errorMessage } from '../../../../lib/errors';
import { formatDateLong } from '../../../../lib/format';
import { notifyError, toastSuccess } from '../../../../lib/feedback';
import { useMyWaitlist, useWaitlistAction } from '../../api/waitlist';
import { WAITLIST_TEXT } from '../../constants';
import styles from './details.module.css';

function Entry({ entry, onLeave, busy }: { entry: WaitlistEntry; onLeave: () => void; busy: boolean }) {
  if (entry.status === 'offered')
    return (
      <Alert
        type="success"
        showIcon
        data-testid="waitlist-offer"
        title={WAITLIST_TEXT.offerTitle(entry.ticketPriceName)}
        description={WAITLIST_TEXT.offerText(formatDateLong(entry.offerExpiresAt))}
      />
    );
  return (
    <div className={styles.ticketRow} data-testid="waitlist-entry">
      <div className={styles.ticketInfo}>
        <span>{WAITLIST_TEXT.position(entry.position ?? 0, entry.ticketPriceName)}</span>
        <span className={styles.ticketMeta}>{WAITLIST_TEXT.howItWorks}</span>
      </div>
      <Button size="small" loading={busy} onClick={onLeave}>
        {WAITLIST_TEXT.leave}
      </Button>
    </div>
  );
}

/** The panel; renders nothing when no type is sold out and the member is on no line. */
export function WaitlistPanel({ eventId, prices }: { eventId: number; prices: EventTicketPrice[] }) {
  const limitedSoldOut = prices.filter((p) => p.soldOut && p.capacity != null);
  const waitlist = useMyWaitlist(eventId);
  const action = useWaitlistAction(eventId);
  if (waitlist.isPending) return limitedSoldOut.length > 0 ? <Skeleton active paragraph={{ rows: 1 }} /> : null;
  if (waitlist.isError) return null;
  const entries = waitlist.data.entries;
  const onLine = new Set(entries.map((e) => e.ticketPriceId));
  const joinable = limitedSoldOut.filter((p) => !onLine.has(p.ticketPriceId));
  if (entries.length === 0 && joinable.length === 0) return null;

  async function run(kind: 'join' | 'leave', ticketPriceId: number) {
    try {
      await action.mutateAsync({ action: kind, ticketPriceId });
      toastSuccess(kind === 'join' ? WAITLIST_MESSAGES.joined : WAITLIST_MESSAGES.left);
    } catch (error) {
      notifyError({
        title: kind === 'join' ? WAITLIST_MESSAGES.joinFailed : WAITLIST_MESSAGES.leaveFailed,
        description: errorMessage(error),
        durationSeconds: 4.5,
      });
    }
  }
  const busyFor = (id: number) => action.isPending && action.variables?.ticketPriceId === id;

  return (
    <section aria-labelledby="waitlist-title" data-testid="waitlist-panel">
      <Typography.Title level={3} id="waitlist-title" style={{ fontSize: 15, marginTop: 0 }}>
        {WAITLIST_TEXT.title}
      </Typography.Title>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        {entries.map((e) => (
          <Entry
            key={e.ticketPriceId}
            entry={e}
            busy={busyFor(e.ticketPriceId)}
            onLeave={() => run('leave', e.ticketPriceId)}
          />
        ))}
        {joinable.map((p) => (
          <div key={p.ticketPriceId} className={styles.ticketRow}>
            <div className={styles.ticketInfo}>
              <span>{WAITLIST_TEXT.soldOut(p.name)}</span>
              <span className={styles.ticketMeta}>{WAITLIST_TEXT.howItWorks}</span>
            </div>
            <Button
              size="small"
              type="primary"
              ghost
              loading={busyFor(p.ticketPriceId)}
              onClick={() => run('join', p.ticketPriceId)}
            >
              {WAITLIST_TEXT.join}
            </Button>
          </div>
        ))}
      </Space>
    </section>
  );
}
