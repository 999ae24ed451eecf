/**
 * Tags and categories (issue #5): lists every tag (with a filter) and the categories of each
 * library with their subcategories, and adds new tags and categories (409 "This tag already
 * exists" / "This category already exists" shows on the field), renames them (same checks) and
 * deletes them after a confirmation (items lose a deleted tag or category, nothing else).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ContentCategoryType } from '@portal/shared';
import { Button, Empty, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { QueryStateBody } from '../../../../components/QueryStateBody';
import { errorMessage, isApiError } from '../../../../lib/errors';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import {
  useCategories,
  useCreateCategory,
  useCreateTag,
  useDeleteCategory,
  useDeleteTag,
  useRenameCategory,
  useRenameTag,
  useSubcategories,
  useTags,
} from '../api/taxonomy';
import { TEXT } from '../constants';
import { ContentAdminFrame } from './ContentAdminFrame';
import { LabelRow } from './LabelRow';
import styles from './content-admin.module.css';

const LIBRARIES: { type: ContentCategoryType; label: string }[] = [
  { type: 'NewsCategories', label: TEXT.newsCategories },
  { type: 'ResourceCategories', label: TEXT.resourceCategories },
];

function TagsCard() {
  const tags = useTags();
  const create = useCreateTag();
  const renameTag = useRenameTag();
  const deleteTag = useDeleteTag();
  const [form] = Form.useForm<{ label: string }>();
  const [filter, setFilter] = useState('');

  async function handleAdd({ label }: { label: string }) {
    try {
      const tag = await create.mutateAsync(label.trim());
      toastSuccess(TEXT.tagCreated(tag.label));
      form.resetFields();
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 400))
        form.setFields([{ name: 'label', errors: [errorMessage(error)] }]);
      else reportFailure(error);
    }
  }

  const shown = (tags.data ?? []).filter((t) => t.label.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <section className={styles.card} aria-labelledby="taxonomy-tags">
      <h2 id="taxonomy-tags" className={styles.cardTitle}>
        {TEXT.tags}
      </h2>
      <Form form={form} className={styles.inlineForm} onFinish={handleAdd}>
        <Form.Item
          name="label"
          rules={[{ required: true, whitespace: true, message: TEXT.tagLabelRequired }, { max: 100 }]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input placeholder={TEXT.newTag} aria-label={TEXT.newTag} maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
          {TEXT.addTag}
        </Button>
      </Form>
      <QueryStateBody
        query={tags}
        loadFailed={TEXT.loadError}
        retry={TEXT.retry}
        skeletonRows={5}
        isEmpty={(data) => data.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noTags} />}
      >
        {() => (
          <>
            <Input.Search
              placeholder={TEXT.filterTags}
              aria-label={TEXT.filterTags}
              allowClear
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              style={{ marginBottom: 12 }}
            />
            {shown.length === 0 ? (
              <p className={styles.subList}>{TEXT.noMatch}</p>
            ) : (
              <ul className={styles.categoryList} aria-label={TEXT.tags}>
                {shown.map((t) => (
                  <li key={t.id}>
                    <LabelRow
                      noun="tag"
                      label={t.label}
                      rename={(label) => renameTag.mutateAsync({ id: t.id, label })}
                      remove={() => deleteTag.mutateAsync(t.id)}
                    >
                      <Tag style={{ marginInlineEnd: 0 }}>{t.label}</Tag>
                    </LabelRow>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStateBody>
    </section>
  );
}

function CategoriesCard() {
  const categories = useCategories();
  const subcategories = useSubcategories();
  const create = useCreateCategory();
  const renameCategory = useRenameCategory();
  const deleteCategory = useDeleteCategory();
  const [form] = Form.useForm<{ label: string; type: ContentCategoryType }>();

  async function handleAdd(values: { label: string; type: ContentCategoryType }) {
    try {
      const category = await create.mutateAsync({ label: values.label.trim(), type: values.type });
      toastSuccess(TEXT.categoryCreated(category.label));
      form.resetFields(['label']);
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 400))
        form.setFields([{ name: 'label', errors: [errorMessage(error)] }]);
      else reportFailure(error);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="taxonomy-categories">
      <h2 id="taxonomy-categories" className={styles.cardTitle}>
        {TEXT.categories}
      </h2>
      <Form form={form} className={styles.inlineForm} onFinish={handleAdd} initialValues={{ type: 'NewsCategories' }}>
        <Form.Item
          name="label"
          rules={[{ required: true, whitespace: true, message: TEXT.categoryLabelRequired }, { max: 100 }]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input placeholder={TEXT.newCategory} aria-label={TEXT.newCategory} maxLength={100} />
        </Form.Item>
        <Form.Item name="type">
          <Select
            aria-label={TEXT.categoryType}
            options={LIBRARIES.map((l) => ({
              value: l.type,
              label: l.type === 'NewsCategories' ? 'News' : 'Resources',
            }))}
            style={{ width: 130 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
          {TEXT.addCategory}
        </Button>
      </Form>
      <QueryStateBody query={categories} loadFailed={TEXT.loadError} retry={TEXT.retry} skeletonRows={5}>
        {(data) =>
          LIBRARIES.map((library) => {
            const rows = data.filter((c) => c.type === library.type);
            return (
              <div key={library.type}>
                <h3 className={styles.sectionLabel}>{library.label}</h3>
                {rows.length === 0 ? (
                  <p className={styles.subList}>{TEXT.noCategories}</p>
                ) : (
                  <ul className={styles.categoryList}>
                    {rows.map((c) => {
                      const subs = (subcategories.data ?? []).filter((s) => s.categoryId === c.id);
                      return (
                        <li key={c.id}>
                          <LabelRow
                            noun="category"
                            label={c.label}
                            rename={(label) => renameCategory.mutateAsync({ id: c.id, label })}
                            remove={() => deleteCategory.mutateAsync(c.id)}
                          >
                            <span>{c.label}</span>
                          </LabelRow>
                          {subs.length > 0 && (
                            <div className={styles.subList}>{subs.map((s) => s.label).join(', ')}</div>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            );
          })
        }
      </QueryStateBody>
    </section>
  );
}

/** The Tags & categories tab. */
export function TaxonomyView() {
  return (
    <ContentAdminFrame active="taxonomy">
      <div className={styles.taxonomyGrid}>
        <TagsCard />
        <CategoriesCard />
      </div>
    </ContentAdminFrame>
  );
}
