/**
 * Invoice status display (spec 03 §4): Paid, Cancelled, Refunded and Pending; other statuses as
 * given. A refund asked of the payment provider and not confirmed yet adds "Refund pending" (issue 31).
 */
import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  Paid: 'success',
  Pending: 'warning',
  Cancelled: 'default',
  Refunded: 'processing',
};

/** The status as a tag, and "Refund pending" while `refundPending` (AUD) is above 0. */
export function InvoiceStatusTag({ status, refundPending = 0 }: { status: string; refundPending?: number }) {
  return (
    <>
      <Tag color={COLOURS[status] ?? 'default'}>{status}</Tag>
      {refundPending > 0 && <RefundPendingTag />}
    </>
  );
}

/** "Refund pending": the refund waits for the payment provider's confirmation. */
export function RefundPendingTag() {
  return (
    <Tag color="gold" title="Asked of the payment provider; shown as refunded once it confirms">
      Refund pending
    </Tag>
  );
}
