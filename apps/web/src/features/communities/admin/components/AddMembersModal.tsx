/**
 * Add members (spec 02 §2, §5 Add members): search from 3 characters; users already in the
 * community ("User is already in your community") and blacklisted users ("To add this user as a
 * member, remove them from the blacklist first") cannot be selected; Add is disabled when none is
 * selected; the dialog shows the count of users to add.
 */
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/shared';
import { Checkbox, Empty, Input, List, Modal, Skeleton, Tooltip, Typography } from 'antd';
import { EmailAddress } from '../../../../components/EmailAddress';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue';
import { useAdminActions, useCommunityMemberSearch } from '../api/admin';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';

/** The dialog; closes after adding. */
export function AddMembersModal({ id, onClose }: { id: number; onClose(): void }) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const search = useCommunityMemberSearch(id, debounced);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { addMembers } = useAdminActions(id);
  const short = keyword.trim().length > 0 && keyword.trim().length < 3;

  const toggle = (userId: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  return (
    <Modal
      open
      title="Add members"
      okText={`Add${selected.size ? ` (${selected.size})` : ''}`}
      okButtonProps={{ disabled: selected.size === 0 || addMembers.isPending }}
      onCancel={onClose}
      onOk={() =>
        addMembers.mutate([...selected], {
          onSuccess: () => {
            toastSuccess('Successfully saved');
            onClose();
          },
          onError: (e) => reportFailure(e),
        })
      }
    >
      <Input.Search
        aria-label="Search users"
        placeholder="Search by name or email"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        status={short ? 'error' : ''}
      />
      {short && <Typography.Text type="danger">{COMMUNITY_ADMIN_MESSAGES.searchMin}</Typography.Text>}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {selected.size} user(s) to add
      </Typography.Paragraph>
      {debounced.length < 3 ? null : search.isPending ? (
        <Skeleton active />
      ) : !search.data || search.data.users.length === 0 ? (
        <Empty description={COMMUNITY_ADMIN_MESSAGES.notFoundUsers} />
      ) : (
        <List
          style={{ maxHeight: 320, overflow: 'auto' }}
          dataSource={search.data.users}
          renderItem={(u) => {
            const why = u.isBlocked
              ? COMMUNITY_ADMIN_MESSAGES.removeFromBlacklistFirst
              : u.isMember
                ? COMMUNITY_ADMIN_MESSAGES.alreadyMember
                : null;
            const box = (
              <Checkbox
                disabled={!!why}
                checked={selected.has(u.userId)}
                onChange={(e) => toggle(u.userId, e.target.checked)}
              >
                {u.firstName} {u.lastName} {u.email && <EmailAddress address={u.email} />}
              </Checkbox>
            );
            return (
              <List.Item>
                {why ? (
                  <Tooltip title={why}>
                    <span>{box}</span>
                  </Tooltip>
                ) : (
                  box
                )}
                {why && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {why}
                  </Typography.Text>
                )}
              </List.Item>
            );
          }}
        />
      )}
    </Modal>
  );
}
