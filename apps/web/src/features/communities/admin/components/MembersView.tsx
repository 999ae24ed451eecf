/**
 * Members and Removed members (spec 02 §2, §4 Membership, §5 Add members, §6; §7 getlist-with-
 * answers, PUT/DELETE member, POST member): a paged table (10) searchable by name or email with
 * Change role, Blacklist, Join answers, Approve (awaiting) and Remove; the Add members dialog;
 * on the removed page, Return to community.
 */
import { MemberType, MembershipStatus, type CommunityMember } from '@portal/shared';
import { Button, Empty, Input, Modal, Space, Tag, Typography } from 'antd';
import { EmailAddress } from '../../../../components/EmailAddress';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { useState } from 'react';
import { useCurrentUser } from '../../../../lib/current-user';
import { formatDateMedium } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { useAdminActions, useAdminCommunity, useCommunityAdminMembers } from '../api/admin';
import { adminAbilities } from './abilities';
import { AddMembersModal } from './AddMembersModal';
import { BlockUserModal } from './BlockUserModal';
import { ChangeRoleModal } from './ChangeRoleModal';
import { JoinAnswersModal } from './JoinAnswersModal';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { QueryStateBody } from '../../../../components/QueryStateBody';

export const ROLE_LABEL: Record<number, string> = {
  [MemberType.Member]: 'Member',
  [MemberType.Editor]: 'Editor',
  [MemberType.Moderator]: 'Moderator',
};

/** The members (or removed members) of community `id`. */
export function MembersView({ id, kind }: { id: number; kind: 'members' | 'removed' }) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const [page, setPage] = useState(1);
  const members = useCommunityAdminMembers(id, kind, debounced, page);
  const details = useAdminCommunity(id);
  const actions = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  const [roleFor, setRoleFor] = useState<CommunityMember | null>(null);
  const [blockFor, setBlockFor] = useState<CommunityMember | null>(null);
  const [answersFor, setAnswersFor] = useState<CommunityMember | null>(null);
  const [adding, setAdding] = useState(false);
  const a = details.data ? adminAbilities(details.data) : null;
  const me = useCurrentUser().data;
  const busy = actions.updateMember.isPending || actions.removeMember.isPending;

  const canActOn = (m: CommunityMember) =>
    !!a && m.userId !== me?.id && (a.canAddModerator || (a.canAddEditor && m.role !== MemberType.Moderator));

  const columns = [
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, m: CommunityMember) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {m.firstName} {m.lastName}
          </Typography.Text>
          {m.email && <EmailAddress address={m.email} />}
        </Space>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_: unknown, m: CommunityMember) =>
        m.status === MembershipStatus.Awaiting ? (
          <Tag color="gold">Pending Access</Tag>
        ) : (
          <Tag>{ROLE_LABEL[m.role]}</Tag>
        ),
    },
    {
      title: kind === 'members' ? 'Joined' : 'Updated',
      key: 'date',
      render: (_: unknown, m: CommunityMember) => formatDateMedium(kind === 'members' ? m.joinedAt : m.updatedAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, m: CommunityMember) =>
        kind === 'removed' ? (
          a?.canAddMembers && (
            <Button
              disabled={busy}
              onClick={() =>
                actions.updateMember.mutate(
                  { userId: m.userId, status: 2 },
                  {
                    onSuccess: () => toastSuccess('Successfully saved'),
                    onError: (e) => reportFailure(e),
                  },
                )
              }
            >
              Return to community
            </Button>
          )
        ) : (
          <Space wrap size={4}>
            {m.status === MembershipStatus.Awaiting && a?.canAddMembers && (
              <Button
                type="primary"
                disabled={busy}
                onClick={() =>
                  modal.confirm({
                    title: `Approve ${m.firstName} ${m.lastName}?`,
                    okText: 'Approve',
                    onOk: () =>
                      actions.updateMember
                        .mutateAsync({ userId: m.userId, status: 2 })
                        .then(() => toastSuccess('Successfully saved'))
                        .catch((e) => reportFailure(e)),
                  })
                }
              >
                Approve
              </Button>
            )}
            {m.isHaveAnswers && <Button onClick={() => setAnswersFor(m)}>Join answers</Button>}
            {m.status === MembershipStatus.Joined && canActOn(m) && (
              <Button onClick={() => setRoleFor(m)}>Change role</Button>
            )}
            {a?.canBlacklist && m.userId !== me?.id && <Button onClick={() => setBlockFor(m)}>Blacklist</Button>}
            {canActOn(m) && (
              <Button
                danger
                disabled={busy}
                onClick={() =>
                  modal.confirm({
                    title: `Remove ${m.firstName} ${m.lastName} from the community?`,
                    okText: 'Remove',
                    okButtonProps: { danger: true },
                    onOk: () =>
                      actions.removeMember
                        .mutateAsync(m.userId)
                        .then(() => toastSuccess('Removed successfully!'))
                        .catch((e) => reportFailure(e)),
                  })
                }
              >
                Remove
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <section aria-labelledby="members-title">
      {holder}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title id="members-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          {kind === 'members' ? 'Members' : 'Removed members'}
        </Typography.Title>
        <Space wrap>
          <Input.Search
            aria-label="Search members"
            placeholder="Search by name or email"
            allowClear
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage(1);
            }}
            style={{ width: 260, maxWidth: '100%' }}
          />
          {kind === 'members' && a?.canAddMembers && (
            <Button type="primary" onClick={() => setAdding(true)}>
              Add members
            </Button>
          )}
        </Space>
      </Space>
      <QueryStateBody
        query={members}
        loadFailed="Failed to load members"
        skeletonRows={6}
        isEmpty={(d) => d.members.length === 0}
        empty={<Empty description="No data" />}
      >
        {(data) => (
          <ResponsiveTable
            rowKey="userId"
            columns={columns}
            dataSource={data.members}
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
      {roleFor && a && (
        <ChangeRoleModal
          id={id}
          member={roleFor}
          canAddModerator={a.canAddModerator}
          onClose={() => setRoleFor(null)}
        />
      )}
      {blockFor && <BlockUserModal id={id} user={blockFor} onClose={() => setBlockFor(null)} />}
      {answersFor && <JoinAnswersModal id={id} member={answersFor} onClose={() => setAnswersFor(null)} />}
      {adding && <AddMembersModal id={id} onClose={() => setAdding(false)} />}
    </section>
  );
}
