/**
 * Category, tag and FAQ rows → the answers of spec 02 §3 (Category with its subcategories, FAQ item).
 */
import type { Category, FaqItem } from '@portal/shared';
import { iso } from '../format';

/** A category row with its count of discoverable communities. */
export type CategoryRow = {
  id: number;
  name: string;
  description: string | null;
  color: string;
  parent_category_id: number | null;
  created_at: Date | string;
  created_by: string | null;
  community_count: number;
};

/** A FAQ row. */
export type FaqRow = {
  id: number;
  name: string;
  description: string;
  is_deleted: boolean;
  created_at: Date | string;
  created_by: string | null;
  updated_at: Date | string | null;
  updated_by: string | null;
};

/** Top-level categories by name, each with its subcategories by name. */
export function categoryTree(rows: CategoryRow[]): Category[] {
  const sub = (r: CategoryRow) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    color: r.color,
    parentCategoryId: r.parent_category_id == null ? null : Number(r.parent_category_id),
    subCategoriesCount: rows.filter(
      (x) => x.parent_category_id != null && Number(x.parent_category_id) === Number(r.id),
    ).length,
    communityCount: Number(r.community_count),
    createdAt: iso(r.created_at) as string,
    createdByUserId: r.created_by,
  });
  const byName = (a: CategoryRow, b: CategoryRow) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id);
  return rows
    .filter((r) => r.parent_category_id == null)
    .sort(byName)
    .map((r) => ({
      ...sub(r),
      subCategories: rows
        .filter((x) => x.parent_category_id != null && Number(x.parent_category_id) === Number(r.id))
        .sort(byName)
        .map(sub),
    }));
}

/** A FAQ item answer. */
export function presentFaq(r: FaqRow): FaqItem {
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    isDeleted: r.is_deleted,
    createdAt: iso(r.created_at) as string,
    createdByUserId: r.created_by,
    updatedAt: iso(r.updated_at),
    updatedByUserId: r.updated_by,
  };
}
