/**
 * A list of meeting cards with its loading, error and empty states. `highlightId` scrolls that card
 * into view and outlines it for MEETING_LIMITS.highlightMs (spec 02 §2 meetingId query, §9: 2 s).
 */
import { MEETING_LIMITS, type Meeting } from '@portal/shared';
import { Card, Empty, Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type ListQuery, QueryStateBody } from '../../../../components/QueryStateBody';
import { MEETING_TEXT } from '../constants';
import { MeetingCard } from './MeetingCard';
import styles from './meetings.module.css';

export interface MeetingListProps {
  /** The query the meetings come from (its loading and failure states; retry refetches it). */
  query: ListQuery<unknown>;
  /** The meetings of its answer (all pages of an infinite list). */
  meetings: Meeting[] | undefined;
  emptyText: string;
  showCommunity?: boolean;
  highlightId?: number;
  renderExtra?: (meeting: Meeting) => ReactNode;
  adminView?: boolean;
}

/** Skeleton cards while loading. */
export function MeetingSkeletons({ count = 2 }: { count?: number }) {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} variant="borderless">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      ))}
    </div>
  );
}

/** The highlighted id for `ms` after it is first seen in `ids`, then none. */
export function useHighlight(highlightId: number | undefined, ready: boolean, ms = MEETING_LIMITS.highlightMs) {
  const [active, setActive] = useState<number | undefined>(undefined);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!ready || !highlightId || done.current === highlightId) return;
    done.current = highlightId;
    setActive(highlightId);
    const timer = setTimeout(() => setActive(undefined), ms);
    return () => clearTimeout(timer);
  }, [highlightId, ready, ms]);
  return active;
}

/** The list. */
export function MeetingList({
  query,
  meetings,
  emptyText,
  showCommunity = true,
  highlightId,
  renderExtra,
  adminView,
}: MeetingListProps) {
  const present = !!meetings?.some((m) => m.id === highlightId);
  const active = useHighlight(highlightId, present);
  const target = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (active) target.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [active]);
  return (
    <QueryStateBody
      query={query}
      loadFailed={MEETING_TEXT.loadFailed}
      skeleton={<MeetingSkeletons />}
      isEmpty={() => !meetings || meetings.length === 0}
      empty={
        <Card variant="borderless">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        </Card>
      }
    >
      {() => (
        <ul className={styles.list}>
          {meetings?.map((m) => (
            <li key={m.id}>
              <MeetingCard
                ref={m.id === active ? target : undefined}
                meeting={m}
                showCommunity={showCommunity}
                highlight={m.id === active}
                extra={renderExtra?.(m)}
                adminView={adminView}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryStateBody>
  );
}
