/**
 * Explore meetings (spec 02 §2 /meetings/explore): a left filter panel (communities, meeting type
 * All / My upcoming meetings / Past meetings, meeting status: the three RSVP values) and the list
 * with infinite scroll (page step 10). Filter changes apply after 400 ms (spec 02 §9). The panel
 * also holds the personal calendar feed (beyond the spec).
 */
import { MEETING_LIMITS } from '@portal/shared';
import { Button, Card, Checkbox, Radio, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { useInfiniteScroll } from '../../../../lib/hooks/useInfiniteScroll';
import { useExploreMeetings, useMeetingPreference } from '../api/meetings';
import { MEETING_TEXT, RSVP_OPTIONS } from '../constants';
import { CalendarFeedCard } from './CalendarFeedCard';
import { MeetingList } from './MeetingList';
import styles from './meetings.module.css';

type MeetingType = 'all' | 'upcoming' | 'past';

/** The filters as the explore call takes them. */
export function exploreInput(f: { communityIds: number[]; type: MeetingType; statuses: number[] }) {
  return {
    communitiesIds: f.communityIds.length ? f.communityIds : undefined,
    statuses: f.statuses.length ? f.statuses : undefined,
    showUpcoming: f.type === 'upcoming' || undefined,
    showPast: f.type === 'past' || undefined,
  };
}

/** The Explore meetings screen. */
export function ExploreMeetingsView() {
  const preference = useMeetingPreference();
  const [communityIds, setCommunityIds] = useState<number[]>([]);
  const [type, setType] = useState<MeetingType>('all');
  const [statuses, setStatuses] = useState<number[]>([]);
  const filters = useMemo(() => ({ communityIds, type, statuses }), [communityIds, type, statuses]);
  const applied = useDebouncedValue(filters, MEETING_LIMITS.filterDebounceMs);
  const list = useExploreMeetings(exploreInput(applied));
  const meetings = list.data?.pages.flatMap((p) => p.meets);
  const total = list.data?.pages[0]?.totalItemCount ?? 0;
  const sentinel = useInfiniteScroll(
    () => void list.fetchNextPage(),
    !!list.hasNextPage && !list.isFetchingNextPage,
    400,
  );
  const clear = () => {
    setCommunityIds([]);
    setType('all');
    setStatuses([]);
  };
  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <Card
          variant="borderless"
          title={MEETING_TEXT.filters}
          extra={
            <Button type="link" onClick={clear}>
              {MEETING_TEXT.clearAll}
            </Button>
          }
        >
          <div className={styles.filters}>
            <div className={styles.filterGroup}>
              <label htmlFor="meeting-communities" style={{ fontWeight: 600 }}>
                {MEETING_TEXT.communitiesFilter}
              </label>
              <Select
                id="meeting-communities"
                mode="multiple"
                allowClear
                placeholder={MEETING_TEXT.allMeetings}
                loading={preference.isPending}
                value={communityIds}
                onChange={setCommunityIds}
                optionFilterProp="label"
                options={(preference.data?.communities ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </div>
            <fieldset className={styles.filterGroup} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: 6 }}>{MEETING_TEXT.typeFilter}</legend>
              <Radio.Group
                value={type}
                onChange={(e) => setType(e.target.value)}
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                options={[
                  { value: 'all', label: MEETING_TEXT.typeAll },
                  { value: 'upcoming', label: MEETING_TEXT.typeUpcoming },
                  { value: 'past', label: MEETING_TEXT.typePast },
                ]}
              />
            </fieldset>
            <fieldset className={styles.filterGroup} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: 6 }}>{MEETING_TEXT.statusFilter}</legend>
              <Checkbox.Group
                value={statuses}
                onChange={(v) => setStatuses(v as number[])}
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                options={RSVP_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              />
            </fieldset>
          </div>
        </Card>
        <CalendarFeedCard />
      </div>
      <div>
        <p className={styles.muted} aria-live="polite" data-testid="explore-meetings-total">
          {list.isPending ? '' : `${total} ${total === 1 ? 'meeting' : 'meetings'}`}
        </p>
        <MeetingList meetings={meetings} query={list} emptyText={MEETING_TEXT.noMeetings} />
        <div ref={sentinel} aria-hidden />
        {list.isFetchingNextPage && <Spin style={{ display: 'block', margin: '16px auto' }} />}
        {list.hasNextPage && !list.isFetchingNextPage && (
          <Button block style={{ marginTop: 16 }} onClick={() => list.fetchNextPage()}>
            {MEETING_TEXT.loadMore}
          </Button>
        )}
      </div>
    </div>
  );
}
