/** The state of an item as a coloured tag, with the date for a scheduled item. */
import type { ContentAdminItem } from '@portal/shared';
import { Tag } from 'antd';
import { formatDateLong } from '../../../../lib/format';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { stateLabel } from '../constants';
import { itemState, STATE_COLOURS } from '../utils/item-state';

export function ContentStateTag({
  item,
  withDate = false,
}: {
  item: Pick<ContentAdminItem, 'status' | 'publishStartDate'>;
  withDate?: boolean;
}) {
  const state = itemState(item);
  const label = stateLabel(state, getCurrentTenant().contentActiveTabKey);
  return (
    <Tag color={STATE_COLOURS[state]} style={{ marginInlineEnd: 0 }}>
      {label}
      {withDate && state === 'scheduled' && item.publishStartDate ? ` · ${formatDateLong(item.publishStartDate)}` : ''}
    </Tag>
  );
}
