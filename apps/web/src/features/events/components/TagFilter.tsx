/**
 * The tag part of the events filter (spec 03 §2 Discover events: "Tag search matches labels
 * case-insensitively and shows the first 5 tags unless 'See all' is chosen"; §9 filter search
 * debounce 300 ms, tag chip cap 150). Chosen tags stay on top.
 */
import type { EventOption } from '@portal/shared';
import { Button, Input, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useEventTags } from '../api/events';
import { EVENTS_UI, FILTER_TEXT } from '../constants';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import styles from './events.module.css';

export interface TagFilterProps {
  value: number[];
  onChange: (next: number[]) => void;
}

/** Case-insensitive label match. */
export function matchTags(tags: readonly EventOption[], search: string): EventOption[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...tags];
  return tags.filter((tag) => tag.label.toLowerCase().includes(needle));
}

/** Search box and checkable tag chips. */
export function TagFilter({ value, onChange }: TagFilterProps) {
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const debounced = useDebouncedValue(search, EVENTS_UI.filterSearchDebounceMs);
  const tags = useEventTags('');
  const matches = useMemo(() => {
    const found = matchTags(tags.data ?? [], debounced).slice(0, EVENTS_UI.tagChipCap);
    const chosen = found.filter((tag) => value.includes(tag.id));
    return [...chosen, ...found.filter((tag) => !value.includes(tag.id))];
  }, [tags.data, debounced, value]);
  const shown = showAll ? matches : matches.slice(0, EVENTS_UI.tagsShown);

  function toggle(id: number, checked: boolean) {
    onChange(checked ? [...value, id] : value.filter((x) => x !== id));
  }

  return (
    <div>
      <Input.Search
        allowClear
        placeholder={FILTER_TEXT.searchTags}
        aria-label={FILTER_TEXT.searchTags}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {tags.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : matches.length === 0 ? (
        <Typography.Text type="secondary">{FILTER_TEXT.noTags}</Typography.Text>
      ) : (
        <fieldset className={styles.tagList} aria-label={FILTER_TEXT.tags}>
          {shown.map((tag) => (
            <Tag.CheckableTag
              key={tag.id}
              checked={value.includes(tag.id)}
              onChange={(checked) => toggle(tag.id, checked)}
            >
              {tag.label}
            </Tag.CheckableTag>
          ))}
        </fieldset>
      )}
      {matches.length > EVENTS_UI.tagsShown && (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setShowAll((v) => !v)}>
          {showAll ? FILTER_TEXT.showLess : FILTER_TEXT.seeAll}
        </Button>
      )}
    </div>
  );
}
