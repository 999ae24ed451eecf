/**
 * Active library filters as removable chips (spec 03 §2 Library side menu): search term,
 * category, tags, resource type and Bookmarked; 'Clear all' when more than one is active.
 */
import { Button, Tag } from 'antd';
import { useContentCategories, useContentTags } from '../api/content-api';
import { type ContentKind, DEFAULT_CATEGORY_KEY, MENU_TEXT, RESOURCE_TYPES } from '../constants';
import type { useLibraryFilters } from '../hooks/useLibraryFilters';
import styles from './content.module.css';

type Filters = ReturnType<typeof useLibraryFilters>;

interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** The chips row, or nothing when no filter is active. */
export function FilterChips({ kind, state }: { kind: ContentKind; state: Filters }) {
  const { filters, update, selectCategory, clearAll } = state;
  const { data: tags } = useContentTags();
  const { data: categories } = useContentCategories(kind);
  const chips: Chip[] = [];
  if (filters.search) chips.push({ key: 'q', label: `"${filters.search}"`, onRemove: () => update({ search: '' }) });
  if (filters.categoryId !== DEFAULT_CATEGORY_KEY) {
    const label = categories?.find((c) => c.id === filters.categoryId)?.label ?? `#${filters.categoryId}`;
    chips.push({ key: 'category', label, onRemove: () => selectCategory(filters.categoryId) });
  }
  for (const id of filters.tagIds) {
    chips.push({
      key: `tag-${id}`,
      label: tags?.find((t) => t.id === id)?.label ?? `#${id}`,
      onRemove: () => update({ tagIds: filters.tagIds.filter((x) => x !== id) }),
    });
  }
  if (filters.type) {
    const label = RESOURCE_TYPES.find((t) => t.value === filters.type)?.label ?? filters.type;
    chips.push({ key: 'type', label, onRemove: () => update({ type: undefined }) });
  }
  if (filters.onlyFavorites) {
    chips.push({ key: 'fav', label: MENU_TEXT.bookmarked, onRemove: () => update({ onlyFavorites: false }) });
  }
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} data-testid="filter-chips">
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable={{ 'aria-label': `Remove ${chip.label}` }}
          onClose={(event) => {
            event.preventDefault();
            chip.onRemove();
          }}
          className={styles.filterChip}
        >
          {chip.label}
        </Tag>
      ))}
      {chips.length > 1 && (
        <Button type="link" size="small" onClick={clearAll}>
          {MENU_TEXT.clearAll}
        </Button>
      )}
    </div>
  );
}
