/**
 * The explore sider's category tree (spec 02 §2: "a parent checkbox with indeterminate state, with
 * children") and the filter chips with Clear all. Selection is a set of leaf category ids (a
 * top-level category without subcategories is its own leaf); ticking a parent ticks all its
 * children.
 */
import type { Category } from '@portal/shared';
import { Button, Checkbox, Tag } from 'antd';
import { useCommunityCategories } from '../api/communities';
import { EXPLORE_TEXT } from '../constants';
import styles from './communities.module.css';
import { Loading } from './Loading';

/** The leaf ids under a top-level category. */
export function leafIds(category: Category): number[] {
  return category.subCategories.length ? category.subCategories.map((c) => c.id) : [category.id];
}

/** Checkbox tree. */
export function CategoryTree({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const { data: categories, isPending, isError } = useCommunityCategories();
  if (isPending) return <Loading paragraph={{ rows: 5 }} title={false} />;
  if (isError) return null;
  const chosen = new Set(selected);
  const sorted = [...categories].sort((a, b) => a.name.localeCompare(b.name));

  const setMany = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  return (
    <ul className={styles.categoryTree} aria-label={EXPLORE_TEXT.categories}>
      {sorted.map((category) => {
        const leaves = leafIds(category);
        const count = leaves.filter((id) => chosen.has(id)).length;
        const all = count === leaves.length;
        return (
          <li key={category.id}>
            <Checkbox
              checked={all}
              indeterminate={count > 0 && !all}
              onChange={(event) => setMany(leaves, event.target.checked)}
            >
              {category.name}
            </Checkbox>
            {category.subCategories.length > 0 && (
              <ul>
                {[...category.subCategories]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((sub) => (
                    <li key={sub.id}>
                      <Checkbox
                        checked={chosen.has(sub.id)}
                        onChange={(event) => setMany([sub.id], event.target.checked)}
                      >
                        {sub.name}
                      </Checkbox>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Chips of the chosen categories (a whole parent shows as one chip) and Clear all. */
export function CategoryChips({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const { data: categories } = useCommunityCategories();
  if (selected.length === 0 || !categories) return null;
  const chosen = new Set(selected);
  const chips: { key: string; label: string; ids: number[] }[] = [];
  for (const category of categories) {
    const leaves = leafIds(category);
    const picked = leaves.filter((id) => chosen.has(id));
    if (picked.length === 0) continue;
    if (picked.length === leaves.length) chips.push({ key: `c${category.id}`, label: category.name, ids: leaves });
    else {
      for (const sub of category.subCategories.filter((s) => chosen.has(s.id)))
        chips.push({ key: `s${sub.id}`, label: sub.name, ids: [sub.id] });
    }
  }
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} data-testid="category-chips">
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          className={styles.filterChip}
          closable={{ 'aria-label': `Remove ${chip.label}` }}
          onClose={(event) => {
            event.preventDefault();
            onChange(selected.filter((id) => !chip.ids.includes(id)));
          }}
        >
          {chip.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => onChange([])}>
        {EXPLORE_TEXT.clearAll}
      </Button>
    </div>
  );
}
