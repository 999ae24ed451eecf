/** The status of an event for staff: Draft, Scheduled (with the time), Published or Cancelled. */
import type { EventStatus } from '@portal/shared';
import { Tag } from 'antd';
import { formatDate } from '../../../../lib/format';
import { TEXT } from '../constants';

export function EventStatusTag({ status, publishAt }: { status: EventStatus; publishAt: string | null }) {
  if (status === 'draft' && publishAt)
    return <Tag color="blue">{`${TEXT.scheduledTag} ${formatDate(publishAt, 'D MMM YYYY HH:mm')}`}</Tag>;
  if (status === 'draft') return <Tag>{TEXT.draft}</Tag>;
  if (status === 'cancelled') return <Tag color="red">{TEXT.cancelledTag}</Tag>;
  return <Tag color="green">{TEXT.publishedTag}</Tag>;
}
