/**
 * Categories, subcategories, tags and segments of the authoring form (issue #5). Subcategories
 * offered are those of the chosen categories (of every category of the library when none is
 * chosen). Segments are grouped by their category name.
 */
import type { ContentCategoryType } from '@portal/shared';
import { Form, Select } from 'antd';
import { useSegments } from '../../../../data';
import { useCategories, useSubcategories } from '../api/taxonomy';
import { TEXT } from '../constants';
import type { ContentFormValues } from '../utils/form-values';
import { TagSelect } from './TagSelect';

/** Categories, subcategories and tags of a library. */
export function LibraryTaxonomyFields({ categoryType }: { categoryType: ContentCategoryType }) {
  const categories = useCategories();
  const subcategories = useSubcategories();
  const form = Form.useFormInstance<ContentFormValues>();
  const chosen = (Form.useWatch<ContentFormValues['categoryIds']>('categoryIds') ?? []) as number[];
  const ofLibrary = (categories.data ?? []).filter((c) => c.type === categoryType);
  const libraryIds = new Set(ofLibrary.map((c) => c.id));
  const scope = chosen.length ? new Set(chosen) : libraryIds;
  // Grouped by category, in the categories' order.
  const subOptions = ofLibrary
    .filter((c) => scope.has(c.id))
    .map((c) => ({
      label: c.label,
      title: c.label,
      options: (subcategories.data ?? [])
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ value: s.id, label: s.label })),
    }))
    .filter((group) => group.options.length > 0);

  return (
    <>
      <Form.Item name="categoryIds" label={TEXT.categories}>
        <Select
          mode="multiple"
          aria-label={TEXT.categories}
          placeholder="Choose categories"
          loading={categories.isPending}
          options={ofLibrary.map((c) => ({ value: c.id, label: c.label }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(ids: number[]) => {
            // Keep only subcategories of the categories still chosen (all when none is).
            if (ids.length === 0) return;
            const keep = new Set((subcategories.data ?? []).filter((s) => ids.includes(s.categoryId)).map((s) => s.id));
            form.setFieldValue(
              'subcategoryIds',
              (form.getFieldValue('subcategoryIds') as number[]).filter((id) => keep.has(id)),
            );
          }}
        />
      </Form.Item>
      <Form.Item name="subcategoryIds" label={TEXT.subcategories}>
        <Select
          mode="multiple"
          aria-label={TEXT.subcategories}
          placeholder={subOptions.length || subcategories.isPending ? 'Choose subcategories' : 'No subcategories'}
          loading={subcategories.isPending}
          disabled={!subcategories.isPending && subOptions.length === 0}
          options={subOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="tagIds" label={TEXT.tags}>
        <TagSelect />
      </Form.Item>
    </>
  );
}

/** Segments (who may see the item). */
export function SegmentsField() {
  const segments = useSegments();
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const s of segments.data ?? []) {
    const list = groups.get(s.categoryName) ?? [];
    list.push({ value: s.id, label: s.name });
    groups.set(s.categoryName, list);
  }
  return (
    <Form.Item name="segmentIds" label={TEXT.segments} extra={TEXT.segmentsHelp}>
      <Select
        mode="multiple"
        aria-label={TEXT.segments}
        placeholder="Everyone"
        loading={segments.isPending}
        options={[...groups].map(([label, options]) => ({ label, title: label, options }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}
