/**
 * The library side menu (spec 03 §2 Library side menu): debounced search ('Search news' /
 * 'Search resources', 500 ms), categories sorted by label (choosing the current one again returns
 * to all categories), the tag filter with tag search (first 5, 'See all tags' / 'Show less tags'),
 * the resource type filter and the 'My News' / 'My Resources' Bookmarked toggle.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useContentCategories, useContentTags } from '../api/content-api';
import {
  ALL_TYPES_LABEL,
  LIBRARY_LIMITS,
  type ContentKind,
  DEFAULT_CATEGORY_KEY,
  LIBRARY,
  MENU_TEXT,
  RESOURCE_TYPES,
  type ResourceType,
} from '../constants';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback';
import type { useLibraryFilters } from '../hooks/useLibraryFilters';
import styles from './content.module.css';

type Filters = ReturnType<typeof useLibraryFilters>;

/** Side menu content (placed in a 336 px panel on desktop, a drawer on small screens). */
export function LibrarySideMenu({ kind, state }: { kind: ContentKind; state: Filters }) {
  const { filters, update, selectCategory } = state;
  const texts = LIBRARY[kind];
  const [search, setSearch] = useState(filters.search);
  const pushSearch = useDebouncedCallback(
    (value: string) => update({ search: value }),
    LIBRARY_LIMITS.searchDebounceMs,
  );
  // Follow the URL when it changes from elsewhere (a removed chip, back navigation).
  useEffect(() => setSearch(filters.search), [filters.search]);

  return (
    <nav className={styles.menu} aria-label={`${texts.title} filters`}>
      <Input
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        placeholder={texts.searchPlaceholder}
        aria-label={texts.searchPlaceholder}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          pushSearch(event.target.value);
        }}
      />
      <section className={styles.menuSection}>
        <Typography.Title level={5}>{MENU_TEXT.categories}</Typography.Title>
        <CategoryList kind={kind} current={filters.categoryId} onSelect={selectCategory} />
      </section>
      <section className={styles.menuSection}>
        <Typography.Title level={5}>{MENU_TEXT.tags}</Typography.Title>
        <TagFilter selected={filters.tagIds} onChange={(tagIds) => update({ tagIds })} />
      </section>
      {kind === 'resources' && (
        <section className={styles.menuSection}>
          <Typography.Title level={5}>{MENU_TEXT.type}</Typography.Title>
          <Select<ResourceType | 'all'>
            style={{ width: '100%' }}
            aria-label={MENU_TEXT.type}
            value={filters.type ?? 'all'}
            onChange={(value) => update({ type: value === 'all' ? undefined : value })}
            options={[{ value: 'all', label: ALL_TYPES_LABEL }, ...RESOURCE_TYPES]}
          />
        </section>
      )}
      <section className={styles.menuSection}>
        <Typography.Title level={5}>{texts.mySection}</Typography.Title>
        <div className={styles.switchRow}>
          <span id={`${kind}-bookmarked`}>{MENU_TEXT.bookmarked}</span>
          <Switch
            aria-labelledby={`${kind}-bookmarked`}
            checked={filters.onlyFavorites}
            onChange={(checked) => update({ onlyFavorites: checked })}
          />
        </div>
      </section>
    </nav>
  );
}

function CategoryList({
  kind,
  current,
  onSelect,
}: {
  kind: ContentKind;
  current: number | typeof DEFAULT_CATEGORY_KEY;
  onSelect: (id: number | typeof DEFAULT_CATEGORY_KEY) => void;
}) {
  const { data: categories, isPending } = useContentCategories(kind);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const entries = [{ id: DEFAULT_CATEGORY_KEY, label: 'All categories' } as const, ...(categories ?? [])];
  return (
    <ul className={styles.categoryList}>
      {entries.map((category) => {
        const active = category.id === current;
        return (
          <li key={category.id}>
            <button
              type="button"
              className={`${styles.categoryButton} ${active ? styles.categoryActive : ''}`}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(category.id)}
            >
              {category.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function TagFilter({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const { data: tags, isPending } = useContentTags();
  const [term, setTerm] = useState('');
  const [showAll, setShowAll] = useState(false);
  const matching = useMemo(() => {
    const needle = term.trim().toLowerCase();
    const sorted = [...(tags ?? [])].sort((a, b) => a.label.localeCompare(b.label));
    return needle ? sorted.filter((tag) => tag.label.toLowerCase().includes(needle)) : sorted;
  }, [tags, term]);
  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const shown = showAll ? matching : matching.slice(0, LIBRARY_LIMITS.tagsShown);
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <div>
      <Input
        size="small"
        allowClear
        placeholder={MENU_TEXT.searchTags}
        aria-label={MENU_TEXT.searchTags}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        style={{ marginBottom: 10 }}
      />
      <div className={styles.chips}>
        {shown.map((tag) => (
          <Tag.CheckableTag key={tag.id} checked={selected.includes(tag.id)} onChange={() => toggle(tag.id)}>
            {tag.label}
          </Tag.CheckableTag>
        ))}
      </div>
      {matching.length > LIBRARY_LIMITS.tagsShown && (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setShowAll((v) => !v)}>
          {showAll ? MENU_TEXT.showLessTags : MENU_TEXT.seeAllTags}
        </Button>
      )}
    </div>
  );
}
