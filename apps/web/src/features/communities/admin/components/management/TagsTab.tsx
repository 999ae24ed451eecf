/**
 * Tags tab (spec 02 §2 "Tags: searchable table (10 per page) with create/edit modal", §5 "Please
 * enter a tag name", §9 debounce 600 ms; issue 20).
 */
import { PlusOutlined } from '@ant-design/icons';
import { MANAGEMENT_MESSAGES, type PostTag } from '@portal/shared';
import { Button, Form, Input, Modal, Space } from 'antd';
import { ResponsiveTable } from '../../../../../components/ResponsiveTable';
import { useState } from 'react';
import { errorMessage } from '../../../../../lib/errors';
import { useDebouncedValue } from '../../../../../lib/hooks/useDebouncedValue';
import { useAdminTags, useSaveTag } from '../../api/management';
import { MANAGEMENT_UI } from './constants';
import { toastError, toastSuccess } from '../../../../../lib/feedback';
import { QueryStateBody } from '../../../../../components/QueryStateBody';

type Editing = { id?: number; name: string } | null;

function TagDialog({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveTag();
  return (
    <Modal
      title={editing?.id ? 'Edit tag' : 'Create tag'}
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
        initialValues={{ name: editing?.name ?? '' }}
        onFinish={(v) =>
          save.mutate(
            { id: editing?.id, name: v.name.trim() },
            {
              onSuccess: () => {
                toastSuccess('Successfully saved');
                onClose();
              },
              onError: (e) => toastError(`Error creating/edit tag. Try again. ${errorMessage(e)}`),
            },
          )
        }
      >
        <Form.Item
          name="name"
          label="Tag name"
          rules={[{ required: true, whitespace: true, message: MANAGEMENT_MESSAGES.tagNameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The Tags tab. */
export function TagsTab() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(keyword.trim(), MANAGEMENT_UI.tagsSearchMs);
  const list = useAdminTags(debounced, page);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section aria-label="Tags">
      <Space wrap style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label="Search tags"
          placeholder="Search tags"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ name: '' })}>
          Create tag
        </Button>
      </Space>
      <QueryStateBody query={list} loadFailed="Failed to load tags. Try again." skeletonRows={6}>
        {() => (
          <ResponsiveTable<PostTag>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.tags}
            locale={{ emptyText: 'No data' }}
            pagination={{
              current: page,
              pageSize: MANAGEMENT_UI.pageSize,
              total: list.data?.totalItemCount ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              { title: 'Posts', dataIndex: 'countOfPosts', align: 'right' },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, t) => (
                  <Button
                    type="link"
                    aria-label={`Edit ${t.name}`}
                    onClick={() => setEditing({ id: t.id, name: t.name })}
                  >
                    Edit
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryStateBody>
      <TagDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
