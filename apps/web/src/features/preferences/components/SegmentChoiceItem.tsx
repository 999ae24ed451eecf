/**
 * One segment with its Add or Remove button and its own loading state (spec 03 §4: each item
 * toggles between add and remove, with a per-item loading state). A failure is logged only
 * (spec 03 §8) and the item keeps its state.
 */
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserSegmentItem } from '@portal/shared';
import { Button } from 'antd';
import { type ChoiceKind, useToggleSegment } from '../api/preferences';
import { PREFERENCES_TEXT as TEXT } from '../constants';
import styles from './SegmentChoices.module.css';

export function SegmentChoiceItem({ kind, segment }: { kind: ChoiceKind; segment: UserSegmentItem }) {
  const toggle = useToggleSegment(kind, segment.segmentId);
  const handleClick = () =>
    toggle.mutate(!segment.selected, {
      onError: (error) => console.error('Segment change failed', segment.segmentId, error),
    });
  const label = segment.selected ? TEXT.remove : TEXT.add;
  return (
    <li className={styles.item}>
      <span className={styles.name}>
        {segment.selected && (
          <CheckOutlined aria-hidden="true" style={{ color: 'var(--ant-color-success, #2e7d32)', marginRight: 8 }} />
        )}
        {segment.segmentName}
      </span>
      <Button
        type={segment.selected ? 'default' : 'primary'}
        ghost={!segment.selected}
        icon={segment.selected ? undefined : <PlusOutlined aria-hidden="true" />}
        loading={toggle.isPending}
        onClick={handleClick}
        aria-label={`${label} ${segment.segmentName}`}
      >
        {label}
      </Button>
    </li>
  );
}
