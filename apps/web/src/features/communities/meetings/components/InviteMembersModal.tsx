/**
 * Invite members to a private meeting (spec 02 §2 card menu "Invite members", §5 invite search):
 * search from 3 letters (debounced 500 ms; "Please enter at least 3 letters", "Not found users"),
 * tick members (already invited ones disabled), Invite ("Invites sent"); the invited list with a
 * Remove action ("Removed successfully!").
 */
import { LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { MEETING_LIMITS, type Meeting } from '@portal/shared';
import { Button, Checkbox, Empty, Input, List, Modal, Spin, Typography } from 'antd';
import { EmailAddress } from '../../../../components/EmailAddress';
import { useEffect, useState } from 'react';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { useInviteeSearch, useMeetingMembers } from '../api/meetings';
import { MEETING_TEXT } from '../constants';

export interface InviteMembersModalProps {
  communityId: number;
  meeting: Meeting | null;
  onClose: () => void;
}

/** The dialog. */
export function InviteMembersModal({ communityId, meeting, onClose }: InviteMembersModalProps) {
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const debounced = useDebouncedValue(keyword.trim(), MEETING_LIMITS.inviteDebounceMs);
  const search = useInviteeSearch(communityId, meeting?.id ?? 0, debounced);
  const members = useMeetingMembers(communityId);
  const [invited, setInvited] = useState(meeting?.users.filter((u) => u.invited) ?? []);
  useEffect(() => {
    setKeyword('');
    setSelected([]);
    setInvited(meeting?.users.filter((u) => u.invited) ?? []);
  }, [meeting]);
  if (!meeting) return null;
  const tooShort = keyword.trim().length > 0 && keyword.trim().length < MEETING_LIMITS.searchMinChars;
  const invite = () =>
    members.mutate(
      { id: meeting.id, userIds: selected },
      {
        onSuccess: (m) => {
          toastSuccess(MEETING_TEXT.invitesSent);
          setSelected([]);
          setInvited(m.users.filter((u) => u.invited));
        },
        onError: (e) => reportFailure(e),
      },
    );
  const remove = (userId: string) =>
    members.mutate(
      { id: meeting.id, userIds: [userId], remove: true },
      {
        onSuccess: (m) => {
          toastSuccess(MEETING_TEXT.removed);
          setInvited(m.users.filter((u) => u.invited));
        },
        onError: (e) => reportFailure(e),
      },
    );
  const invitedIds = new Set(invited.map((u) => u.userId));
  return (
    <Modal
      open
      title={`Invite members: ${meeting.name}`}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Done
        </Button>,
        <Button
          key="invite"
          type="primary"
          disabled={selected.length === 0 || members.isPending}
          icon={members.isPending ? <LoadingOutlined /> : undefined}
          onClick={invite}
        >
          {`Invite${selected.length ? ` (${selected.length})` : ''}`}
        </Button>,
      ]}
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search members by name or email"
        aria-label="Search members by name or email"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        status={tooShort ? 'warning' : undefined}
      />
      {tooShort && <Typography.Text type="secondary">{MEETING_TEXT.minLetters}</Typography.Text>}
      <div style={{ minHeight: 80, marginTop: 12 }}>
        {search.isFetching ? (
          <Spin />
        ) : debounced.length >= MEETING_LIMITS.searchMinChars ? (
          (search.data?.users.length ?? 0) === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MEETING_TEXT.notFoundUsers} />
          ) : (
            <List
              size="small"
              dataSource={search.data?.users ?? []}
              renderItem={(u) => {
                const already = u.invited || invitedIds.has(u.userId);
                return (
                  <List.Item>
                    <Checkbox
                      disabled={already}
                      checked={already || selected.includes(u.userId)}
                      onChange={(e) =>
                        setSelected((s) => (e.target.checked ? [...s, u.userId] : s.filter((id) => id !== u.userId)))
                      }
                    >
                      {u.firstName} {u.lastName} {u.email && <EmailAddress address={u.email} />}
                    </Checkbox>
                  </List.Item>
                );
              }}
            />
          )
        ) : null}
      </div>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 12 }}>
        Invited ({invited.length})
      </Typography.Title>
      <List
        size="small"
        locale={{ emptyText: 'No members invited yet' }}
        dataSource={invited}
        renderItem={(u) => (
          <List.Item
            actions={[
              <Button key="remove" size="small" onClick={() => remove(u.userId)} disabled={members.isPending}>
                {`Remove ${u.firstName}`}
              </Button>,
            ]}
          >
            {u.firstName} {u.lastName}
          </List.Item>
        )}
      />
    </Modal>
  );
}
