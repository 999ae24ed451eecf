/** Change role dialog (spec 02 §2 Members, §6: the Moderator option only with communityAddModerator). */
import { MemberType, type CommunityMember } from '@portal/shared';
import { Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { useAdminActions } from '../api/admin';
import { toastError, toastSuccess } from '../../../../lib/feedback';

/** The dialog for `member`; closes after saving. */
export function ChangeRoleModal(props: {
  id: number;
  member: CommunityMember;
  canAddModerator: boolean;
  onClose(): void;
}) {
  const { id, member, canAddModerator, onClose } = props;
  const [role, setRole] = useState<number>(member.role);
  const { updateMember } = useAdminActions(id);
  return (
    <Modal
      open
      title={`Change role of ${member.firstName} ${member.lastName}`}
      okText="Save"
      okButtonProps={{ disabled: role === member.role || updateMember.isPending }}
      onCancel={onClose}
      onOk={() =>
        updateMember.mutate(
          { userId: member.userId, role },
          {
            onSuccess: () => {
              toastSuccess('Successfully saved');
              onClose();
            },
            onError: (e) => toastError(`Error updating member role:, ${errorMessage(e)}`),
          },
        )
      }
    >
      <Radio.Group value={role} onChange={(e) => setRole(e.target.value)} aria-label="Role">
        <Space direction="vertical">
          <Radio value={MemberType.Member}>Member</Radio>
          <Radio value={MemberType.Editor}>Editor</Radio>
          {canAddModerator && <Radio value={MemberType.Moderator}>Moderator</Radio>}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
