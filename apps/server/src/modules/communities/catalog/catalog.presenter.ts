/**
 * Category, tag and FAQ rows → the answers of spec 02 §3 (Category with its subcategories, FAQ item).
 */
import type { Category, FaqItem } from '@portal/shared';
import { iso } from '../format';
import type { CategoryRow, FaqFacts } from './catalog.repository';

/** Top-level categories by name, each with its subcategories by name. */
export function categoryTree(rows: CategoryRow[]): Category[] {
  const sub = (r: CategoryRow) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    color: r.color,
    parentCategoryId: r.parentCategoryId == null ? null : Number(r.parentCategoryId),
    subCategoriesCount: rows.filter((x) => x.parentCategoryId != null && Number(x.parentCategoryId) === Number(r.id))
      .length,
    communityCount: Number(r.communityCount),
    createdAt: iso(r.createdAt) as string,
    createdByUserId: r.createdBy,
  });
  const byName = (a: CategoryRow, b: CategoryRow) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id);
  return rows
    .filter((r) => r.parentCategoryId == null)
    .sort(byName)
    .map((r) => ({
      ...sub(r),
      subCategories: rows
        .filter((x) => x.parentCategoryId != null && Number(x.parentCategoryId) === Number(r.id))
        .sort(byName)
        .map(sub),
    }));
}

/** A FAQ item answer. */
export function presentFaq(r: FaqFacts): FaqItem {
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    isDeleted: r.isDeleted,
    createdAt: iso(r.createdAt) as string,
    createdByUserId: r.createdBy,
    updatedAt: iso(r.updatedAt),
    updatedByUserId: r.updatedBy,
  };
}
