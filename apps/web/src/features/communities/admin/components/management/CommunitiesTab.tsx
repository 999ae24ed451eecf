/**
 * Communities tab (spec 02 §2 Global administration "Communities list", §5 Community; issue 20):
 * searchable table (debounced 400 ms), Manage opens the community's admin About page, and for
 * Admin only the Create community dialog (the shared CommunityForm) and Delete.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type AdminCommunityRow, Role } from '@portal/shared';
import { Button, Input, Modal, Result, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../../../../components/ResponsiveTable';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser, usePermissions } from '../../../../../lib/current-user';
import { errorMessage } from '../../../../../lib/errors';
import { useDebouncedValue } from '../../../../../lib/hooks/useDebouncedValue';
import { useCategoryTree, useTagOptions } from '../../api/admin';
import { useSegmentCategories } from '../../../../../data';
import { aliasExists, useAdminCommunities, useCommunityWrites } from '../../api/management';
import { adminPath } from '../../paths';
import { AdminImage } from '../AdminImage';
import { CommunityForm } from '../CommunityForm';
import { MANAGEMENT_UI } from './constants';
import { toastError, toastSuccess } from '../../../../../lib/feedback';
import { QueryStateBody } from '../../../../../components/QueryStateBody';

/** The Create community dialog (Admin only). */
function CreateCommunityDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const categories = useCategoryTree();
  const tags = useTagOptions();
  const segments = useSegmentCategories();
  const { create } = useCommunityWrites();
  const ready = categories.data && tags.data;
  return (
    <Modal title="Create community" open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {categories.isError || tags.isError ? (
        <Result status="error" title="Error fetching community. Try again." />
      ) : !ready ? (
        <Typography.Paragraph>Loading the form…</Typography.Paragraph>
      ) : (
        <CommunityForm
          mode="create"
          categories={categories.data ?? []}
          tags={tags.data?.tags ?? []}
          segments={segments.data}
          aliasExists={(alias) => aliasExists(alias)}
          submitting={create.isPending}
          submitLabel="Create"
          onSubmit={(form) =>
            create.mutate(form, {
              onSuccess: () => {
                toastSuccess('Successfully saved');
                onClose();
              },
              onError: (e) => toastError(`Error creating community. Try again. ${errorMessage(e)}`),
            })
          }
        />
      )}
    </Modal>
  );
}

/** The Communities tab. */
export function CommunitiesTab() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(keyword.trim(), MANAGEMENT_UI.communitiesSearchMs);
  const list = useAdminCommunities(debounced, page);
  const me = useCurrentUser();
  const permissions = usePermissions();
  const isAdmin = me.data?.role === Role.Admin && permissions.data?.generalCommunities === true;
  const [creating, setCreating] = useState(false);
  const { remove } = useCommunityWrites();
  const [modal, holder] = Modal.useModal();

  return (
    <section aria-label="Communities">
      {holder}
      <Space wrap style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label="Search communities"
          placeholder="Search communities"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        {isAdmin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Create community
          </Button>
        )}
      </Space>
      <QueryStateBody query={list} loadFailed="Error fetching community. Try again." skeletonRows={6}>
        {() => (
          <ResponsiveTable<AdminCommunityRow>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.communities}
            scroll={{ x: 720 }}
            locale={{ emptyText: 'No communities found' }}
            pagination={{
              current: page,
              pageSize: 10,
              total: list.data?.totalItemCount ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              {
                title: 'Community',
                key: 'name',
                render: (_, c) => (
                  <Space>
                    <div style={{ width: 56, flex: 'none' }}>
                      <AdminImage src={c.imageUrl} alt="" />
                    </div>
                    <div>
                      <Typography.Text strong>{c.name}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{c.shortDescription}</Typography.Text>
                    </div>
                  </Space>
                ),
              },
              {
                title: 'Categories',
                key: 'categories',
                render: (_, c) => (c.categories.length ? c.categories.map((x) => x.name).join(', ') : 'Uncategorized'),
              },
              {
                title: 'Privacy',
                key: 'privacy',
                render: (_, c) => (
                  <Space size={4} wrap>
                    <Tag>{c.isPublic ? 'Open' : 'Private'}</Tag>
                    {c.isArchived && <Tag>Archived</Tag>}
                  </Space>
                ),
              },
              { title: 'Members', dataIndex: 'membersCount', align: 'right' },
              { title: 'Posts', dataIndex: 'postsCount', align: 'right' },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, c) => (
                  <Space>
                    <Link to={adminPath(c.id, 'about')} aria-label={`Manage ${c.name}`}>
                      Manage
                    </Link>
                    {isAdmin && (
                      <Button
                        type="link"
                        danger
                        aria-label={`Delete ${c.name}`}
                        onClick={() =>
                          modal.confirm({
                            title: `Delete ${c.name}?`,
                            content: 'Members will no longer see this community.',
                            okText: 'Delete',
                            okButtonProps: { danger: true },
                            onOk: () =>
                              remove
                                .mutateAsync(c.id)
                                .then(() => toastSuccess('Removed successfully!'))
                                .catch(() => toastError('Error deleting community. Try again.')),
                          })
                        }
                      >
                        Delete
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryStateBody>
      {isAdmin && <CreateCommunityDialog open={creating} onClose={() => setCreating(false)} />}
    </section>
  );
}
