/**
 * Community category tab (spec 02 §2 "Categories: paged table (10 per page) with expandable
 * subcategory rows; create, edit, delete modals", §3 Category colour default #344054, §5 "Please
 * enter name"; issue 20). A category communities use is not deleted (the server answers 409 with
 * the reason, shown as the error's description).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type Category, MANAGEMENT_MESSAGES } from '@portal/shared';
import { Button, ColorPicker, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { ResponsiveTable } from '../../../../../components/ResponsiveTable';
import { useState } from 'react';
import { errorMessage } from '../../../../../lib/errors';
import { type CategoryInput, useAdminCategories, useCategoryWrites } from '../../api/management';
import { MANAGEMENT_UI } from './constants';
import { toastError, toastSuccess } from '../../../../../lib/feedback';
import { QueryStateBody } from '../../../../../components/QueryStateBody';

type Row = Omit<Category, 'subCategories'> & { children?: Row[] };
type Editing = { id?: number; initial: CategoryInput } | null;

/** Create or edit one category (a parent makes it a subcategory). */
function CategoryDialog({ editing, parents, onClose }: { editing: Editing; parents: Category[]; onClose(): void }) {
  const [form] = Form.useForm<{ name: string; description?: string; color: string; parentCategoryId?: number }>();
  const { save } = useCategoryWrites();
  return (
    <Modal
      title={editing?.id ? 'Edit category' : 'Create category'}
      open={editing !== null}
      onCancel={onClose}
      okText="Save"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ ...editing?.initial, parentCategoryId: editing?.initial.parentCategoryId ?? undefined }}
        onFinish={(v) =>
          save.mutate(
            {
              id: editing?.id,
              name: v.name.trim(),
              description: v.description?.trim() || null,
              color: typeof v.color === 'string' ? v.color : MANAGEMENT_UI.defaultCategoryColor,
              parentCategoryId: v.parentCategoryId ?? null,
            },
            {
              onSuccess: () => {
                toastSuccess('Successfully saved');
                onClose();
              },
              onError: (e) => toastError(`Error creating/editing category. Try again. ${errorMessage(e)}`),
            },
          )
        }
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: MANAGEMENT_MESSAGES.categoryNameRequired }]}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="color" label="Colour" getValueFromEvent={(c: { toHexString(): string }) => c.toHexString()}>
          <ColorPicker showText disabledAlpha aria-label="Colour" />
        </Form.Item>
        <Form.Item name="parentCategoryId" label="Parent category" extra="Leave empty for a top-level category.">
          <Select
            allowClear
            aria-label="Parent category"
            options={parents.filter((p) => p.id !== editing?.id).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The Community category tab. */
export function CategoriesTab() {
  const [page, setPage] = useState(1);
  const list = useAdminCategories(page);
  const { remove } = useCategoryWrites();
  const [editing, setEditing] = useState<Editing>(null);
  const [modal, holder] = Modal.useModal();
  const parents = list.data?.categories ?? [];
  const rows: Row[] = parents.map(({ subCategories, ...c }) => ({
    ...c,
    children: subCategories.length ? subCategories.map((s) => ({ ...s })) : undefined,
  }));
  const fields = (c: Row): CategoryInput => ({
    name: c.name,
    description: c.description,
    color: c.color,
    parentCategoryId: c.parentCategoryId,
  });
  return (
    <section aria-label="Community categories">
      {holder}
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ initial: { name: '', color: MANAGEMENT_UI.defaultCategoryColor } })}
        >
          Create category
        </Button>
      </Space>
      <QueryStateBody query={list} loadFailed="Failed to load categories. Try again." skeletonRows={6}>
        {() => (
          <ResponsiveTable<Row>
            rowKey="id"
            loading={list.isFetching}
            dataSource={rows}
            scroll={{ x: 560 }}
            locale={{ emptyText: 'No data' }}
            pagination={{
              current: page,
              pageSize: MANAGEMENT_UI.pageSize,
              total: list.data?.totalItemCount ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              {
                title: 'Name',
                key: 'name',
                width: 220,
                render: (_, c) => (
                  <Space>
                    <span
                      aria-hidden
                      style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: c.color }}
                    />
                    <Typography.Text strong={c.parentCategoryId == null}>{c.name}</Typography.Text>
                  </Space>
                ),
              },
              {
                title: 'Description',
                dataIndex: 'description',
                responsive: ['md'],
                render: (d: string | null) => d ?? '',
              },
              { title: 'Communities', dataIndex: 'communityCount', align: 'right' },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, c) => (
                  <Space size={0} wrap>
                    {c.parentCategoryId == null && (
                      <Button
                        type="link"
                        aria-label={`Add sub-category to ${c.name}`}
                        onClick={() => setEditing({ initial: { name: '', color: c.color, parentCategoryId: c.id } })}
                      >
                        Add sub-category
                      </Button>
                    )}
                    <Button
                      type="link"
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing({ id: c.id, initial: fields(c) })}
                    >
                      Edit
                    </Button>
                    <Button
                      type="link"
                      danger
                      aria-label={`Delete ${c.name}`}
                      onClick={() =>
                        modal.confirm({
                          title: `Delete ${c.name}?`,
                          content: c.parentCategoryId == null ? 'Its sub-categories are deleted with it.' : undefined,
                          okText: 'Delete',
                          okButtonProps: { danger: true },
                          onOk: () =>
                            remove
                              .mutateAsync(c.id)
                              .then(() => toastSuccess('Removed successfully!'))
                              .catch((e) => toastError(`Error deleting category. Try again. ${errorMessage(e)}`)),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryStateBody>
      <CategoryDialog editing={editing} parents={parents} onClose={() => setEditing(null)} />
    </section>
  );
}
