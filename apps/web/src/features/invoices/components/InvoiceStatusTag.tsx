/** Invoice status display (spec 03 §4): Paid, Cancelled, Refunded and Pending; other statuses as given. */
import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  Paid: 'success',
  Pending: 'warning',
  Cancelled: 'default',
  Refunded: 'processing',
};

/** The status as a tag. */
export function InvoiceStatusTag({ status }: { status: string }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{status}</Tag>;
}
