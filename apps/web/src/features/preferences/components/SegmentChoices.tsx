/**
 * The four interests and communication-preference screens (issue 16; spec 03 §2 /settings/
 * area-of-interests, user-interests, communication-preferences, user-communication-preferences;
 * §4, §8 empty states): `mode` 'all' lists every segment of the kind with Add or Remove (and a search
 * from 3 characters, spec 03 §5), 'mine' only the caller's choices with Remove. Loading skeleton;
 * a load failure is logged (spec 03 §8: not shown) and the empty state offers to try again.
 */
import type { UserSegmentCategory } from '@portal/shared';
import { PREFERENCES_LIMITS } from '@portal/shared';
import { Button, Card, Empty, Input, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type ChoiceKind, useSegmentChoices } from '../api/preferences';
import { PREFERENCES_TEXT as TEXT } from '../constants';
import { SegmentChoiceItem } from './SegmentChoiceItem';
import styles from './SegmentChoices.module.css';

export interface SegmentChoicesProps {
  kind: ChoiceKind;
  mode: 'all' | 'mine';
  title: string;
}

const TEXTS = {
  interests: {
    all: { intro: TEXT.interestsIntro, empty: TEXT.noInterestsAvailable },
    mine: {
      intro: TEXT.myInterestsIntro,
      empty: TEXT.noInterestsYet,
      link: TEXT.chooseInterests,
      to: '/settings/area-of-interests',
    },
  },
  commprefs: {
    all: { intro: TEXT.commprefsIntro, empty: TEXT.noCommprefs },
    mine: {
      intro: TEXT.myCommprefsIntro,
      empty: TEXT.noCommprefs,
      link: TEXT.chooseCommprefs,
      to: '/settings/communication-preferences',
    },
  },
} as const;

/** Categories with only the segments to show (chosen ones; matching the search). */
function visibleCategories(data: UserSegmentCategory[], mode: 'all' | 'mine', search: string): UserSegmentCategory[] {
  const needle = search.trim().toLowerCase();
  const searching = needle.length >= PREFERENCES_LIMITS.segmentSearchMin;
  return data
    .map((c) => ({
      ...c,
      segments: c.segments.filter(
        (s) => (mode === 'all' || s.selected) && (!searching || s.segmentName.toLowerCase().includes(needle)),
      ),
    }))
    .filter((c) => c.segments.length > 0);
}

/** A screen's body: intro, optional search, the categories and their items. */
export function SegmentChoices({ kind, mode, title }: SegmentChoicesProps) {
  const { data, isPending, isError, error, refetch } = useSegmentChoices(kind);
  const [search, setSearch] = useState('');
  const texts = TEXTS[kind][mode];
  useEffect(() => {
    if (isError) console.error('Loading segments failed', kind, error);
  }, [isError, error, kind]);
  const categories = useMemo(() => visibleCategories(data ?? [], mode, search), [data, mode, search]);
  const hasAny = (data ?? []).some((c) => c.segments.some((s) => mode === 'all' || s.selected));

  let body: React.ReactNode;
  if (isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (isError || !hasAny) {
    body = (
      <Empty className={styles.empty} description={texts.empty}>
        {isError ? (
          <Button onClick={() => void refetch()}>{TEXT.retry}</Button>
        ) : 'link' in texts ? (
          <Link to={texts.to}>{texts.link}</Link>
        ) : null}
      </Empty>
    );
  } else {
    body = (
      <>
        {mode === 'all' && (
          <Input.Search
            allowClear
            placeholder={TEXT.searchPlaceholder}
            aria-label={`Search ${title}`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 360, marginBottom: 8 }}
          />
        )}
        {categories.length === 0 && <Empty className={styles.empty} description={TEXT.noMatch} />}
        {categories.map((category, index) => (
          <section key={category.categoryName} aria-labelledby={`seg-cat-${kind}-${index}`}>
            <h3 className={styles.category} id={`seg-cat-${kind}-${index}`}>
              {category.categoryName}
            </h3>
            <ul className={styles.list}>
              {category.segments.map((segment) => (
                <SegmentChoiceItem key={segment.segmentId} kind={kind} segment={segment} />
              ))}
            </ul>
          </section>
        ))}
        {'link' in texts && (
          <p style={{ marginTop: 16, marginBottom: 0 }}>
            <Link to={texts.to}>{texts.link}</Link>
          </p>
        )}
      </>
    );
  }
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>}>
      <p className={styles.intro}>{texts.intro}</p>
      {body}
    </Card>
  );
}
