/**
 * Blacklist a user, or change a blacklisted user's reason (spec 02 §5 Blacklist: a reason is
 * required; Save is disabled while the reason is unchanged).
 */
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { useAdminActions } from '../api/admin';
import { toastError, toastSuccess } from '../../../../lib/feedback';

/** The dialog for `user`; `reason` set means editing an existing entry. */
export function BlockUserModal(props: {
  id: number;
  user: { userId: string; firstName: string; lastName: string };
  reason?: string;
  onClose(): void;
}) {
  const { id, user, reason: initial = '', onClose } = props;
  const [reason, setReason] = useState(initial);
  const [touched, setTouched] = useState(false);
  const { block, setBlockReason } = useAdminActions(id);
  const editing = initial !== '';
  const pending = block.isPending || setBlockReason.isPending;
  const empty = reason.trim() === '';
  const save = () => {
    setTouched(true);
    if (empty) return;
    const done = {
      onSuccess: () => {
        toastSuccess('Successfully saved');
        onClose();
      },
      onError: (e: unknown) => toastError(`Failed to ban members: ${errorMessage(e)}`),
    };
    if (editing) setBlockReason.mutate({ userId: user.userId, reason: reason.trim() }, done);
    else block.mutate([{ userId: user.userId, reason: reason.trim() }], done);
  };
  return (
    <Modal
      open
      title={editing ? 'Edit blacklist reason' : `Blacklist ${user.firstName} ${user.lastName}`}
      okText="Save"
      okButtonProps={{ disabled: pending || reason.trim() === initial.trim() }}
      onOk={save}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label="Reason"
          required
          validateStatus={touched && empty ? 'error' : ''}
          help={touched && empty ? COMMUNITY_ADMIN_MESSAGES.reasonRequired : undefined}
        >
          <Input.TextArea
            aria-label="Reason"
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
