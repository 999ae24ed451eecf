/**
 * Category, tag and FAQ rows → the answers of spec 02 §3 (Category with its subcategories, FAQ item).
 */
import type { Category, FaqItem } from '@portal/shared';
import { iso } from '../format';
import type { CategoryRow, FaqRecord } from './catalog.repository';

/**
 * Transitional: the snake_case FAQ row that management/ (another area, converted separately) still
 * reads raw; presentFaq takes it as well as the repository's FaqRecord. Remove once management/
 * reads FaqRecord.
 * @deprecated use FaqRecord of catalog.repository.ts.
 */
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

/** A FAQ item answer (from the repository's row, or the transitional snake_case one). */
export function presentFaq(row: FaqRecord | FaqRow): FaqItem {
  const r = 'is_deleted' in row ? null : row;
  if (r) {
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
  const legacy = row as FaqRow;
  return {
    id: Number(legacy.id),
    name: legacy.name,
    description: legacy.description,
    isDeleted: legacy.is_deleted,
    createdAt: iso(legacy.created_at) as string,
    createdByUserId: legacy.created_by,
    updatedAt: iso(legacy.updated_at),
    updatedByUserId: legacy.updated_by,
  };
}
