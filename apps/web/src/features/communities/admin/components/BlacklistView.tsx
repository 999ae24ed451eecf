/**
 * Blacklist (spec 02 §2, §5 Blacklist, §6 communityBlacklist; §7 GET/POST/PUT block, unblock):
 * a paged list (10) searchable by first name, last name or email; Blacklist user (a user search
 * and a required reason); per row Edit reason (Save disabled while unchanged) and Remove from
 * blacklist.
 */
import type { BlacklistUser, SiteUserState } from '@portal/shared';
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/shared';
import { Button, Empty, Input, Modal, Select, Space, Typography } from 'antd';
import { EmailAddress } from '../../../../components/EmailAddress';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { useState } from 'react';
import { formatDateMedium } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { useAdminActions, useBlacklist, useCommunityMemberSearch } from '../api/admin';
import { BlockUserModal } from './BlockUserModal';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { QueryStateBody } from '../../../../components/QueryStateBody';

function PickUserModal({ id, onPick, onClose }: { id: number; onPick(u: SiteUserState): void; onClose(): void }) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const search = useCommunityMemberSearch(id, debounced);
  const [picked, setPicked] = useState<SiteUserState | null>(null);
  const users = (search.data?.users ?? []).filter((u) => !u.isBlocked);
  return (
    <Modal
      open
      title="Blacklist user"
      okText="Next"
      okButtonProps={{ disabled: !picked }}
      onOk={() => picked && onPick(picked)}
      onCancel={onClose}
    >
      <Select
        showSearch
        aria-label="User"
        style={{ width: '100%' }}
        placeholder="Search by name or email (at least 3 letters)"
        filterOption={false}
        onSearch={setKeyword}
        loading={search.isFetching}
        notFoundContent={
          debounced.length < 3 ? COMMUNITY_ADMIN_MESSAGES.searchMin : COMMUNITY_ADMIN_MESSAGES.notFoundUsers
        }
        value={picked?.userId}
        onChange={(v) => setPicked(users.find((u) => u.userId === v) ?? null)}
        options={users.map((u) => ({ value: u.userId, label: `${u.firstName} ${u.lastName} (${u.email})` }))}
      />
    </Modal>
  );
}

/** The blacklist of community `id`. */
export function BlacklistView({ id }: { id: number }) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const [page, setPage] = useState(1);
  const list = useBlacklist(id, debounced, page);
  const { unblock } = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  const [picking, setPicking] = useState(false);
  const [blockUser, setBlockUser] = useState<SiteUserState | null>(null);
  const [editing, setEditing] = useState<BlacklistUser | null>(null);

  const columns = [
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, u: BlacklistUser) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {u.firstName} {u.lastName}
          </Typography.Text>
          {u.email && <EmailAddress address={u.email} />}
        </Space>
      ),
    },
    { title: 'Reason', dataIndex: 'reason', key: 'reason' },
    { title: 'Since', key: 'since', render: (_: unknown, u: BlacklistUser) => formatDateMedium(u.blockedAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, u: BlacklistUser) => (
        <Space wrap size={4}>
          <Button onClick={() => setEditing(u)}>Edit reason</Button>
          <Button
            disabled={unblock.isPending}
            onClick={() =>
              modal.confirm({
                title: `Remove ${u.firstName} ${u.lastName} from the blacklist?`,
                okText: 'Remove from blacklist',
                onOk: () =>
                  unblock
                    .mutateAsync([u.userId])
                    .then(() => toastSuccess('Removed successfully!'))
                    .catch((e) => reportFailure(e)),
              })
            }
          >
            Remove from blacklist
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="blacklist-title">
      {holder}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title id="blacklist-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          Blacklist
        </Typography.Title>
        <Space wrap>
          <Input.Search
            aria-label="Search blacklist"
            placeholder="First name, last name or email"
            allowClear
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage(1);
            }}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Button type="primary" onClick={() => setPicking(true)}>
            Blacklist user
          </Button>
        </Space>
      </Space>
      <QueryStateBody
        query={list}
        loadFailed="Failed to load the blacklist"
        skeletonRows={6}
        isEmpty={(d) => d.blacklistUsers.length === 0}
        empty={<Empty description="No data" />}
      >
        {(data) => (
          <ResponsiveTable
            rowKey="userId"
            columns={columns}
            dataSource={data.blacklistUsers}
            scroll={{ x: 720 }}
            pagination={{
              current: page,
              pageSize: 10,
              total: data.totalItemCount,
              onChange: setPage,
              showSizeChanger: false,
            }}
          />
        )}
      </QueryStateBody>
      {picking && (
        <PickUserModal
          id={id}
          onClose={() => setPicking(false)}
          onPick={(u) => {
            setPicking(false);
            setBlockUser(u);
          }}
        />
      )}
      {blockUser && <BlockUserModal id={id} user={blockUser} onClose={() => setBlockUser(null)} />}
      {editing && <BlockUserModal id={id} user={editing} reason={editing.reason} onClose={() => setEditing(null)} />}
    </section>
  );
}
