import type { MemberImportAction } from '@portal/shared';
import { Tag } from 'antd';
import { ACTION_COLORS, ACTION_LABELS } from '../constants';

/** The result of one row (Create, Update, Unchanged, Refused) as a coloured tag. */
export function ActionTag({ action }: { action: MemberImportAction }) {
  return <Tag color={ACTION_COLORS[action]}>{ACTION_LABELS[action]}</Tag>;
}
