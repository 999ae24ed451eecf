/**
 * Add member (issue 23): name, email, optional details and segments; the new member is emailed a
 * link to the first-login flow unless "Send invitation" is turned off. Opens their page when saved.
 */
import type { MemberCreateInput } from '@portal/shared';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { useCreateMember } from '../api/members-admin';
import { TEXT, USERS_ADMIN_BASE } from '../constants';

interface AddMemberModalProps {
  open: boolean;
  onClose: () => void;
  segmentOptions: { value: number; label: string }[];
}

export function AddMemberModal({ open, onClose, segmentOptions }: AddMemberModalProps) {
  const [form] = Form.useForm<MemberCreateInput>();
  const create = useCreateMember();
  const navigate = useNavigate();

  async function handleOk() {
    let values: MemberCreateInput;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages; a rejected onOk would go unhandled
    }
    try {
      const member = await create.mutateAsync({ ...values, contactTypes: ['Member'] });
      toastSuccess(values.sendInvitation === false ? 'Member added' : 'Member added and invited');
      onClose();
      navigate(`${USERS_ADMIN_BASE}/${member.id}`);
    } catch (error) {
      reportFailure(error, form);
    }
  }

  return (
    <Modal
      open={open}
      title={TEXT.addMember}
      okText={TEXT.addMember}
      onOk={handleOk}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ sendInvitation: true, segmentIds: [] }}>
        <Form.Item
          name="firstName"
          label="First name"
          rules={[{ required: true, whitespace: true, message: 'Please enter a first name' }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label="Last name"
          rules={[{ required: true, whitespace: true, message: 'Please enter a last name' }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={TEXT.email}
          rules={[
            { required: true, message: 'Please enter an email address' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item name="memberNum" label={TEXT.memberNum}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="segmentIds" label={TEXT.segments}>
          <Select mode="multiple" options={segmentOptions} optionFilterProp="label" placeholder="Choose segments" />
        </Form.Item>
        <Form.Item name="sendInvitation" valuePropName="checked">
          <Checkbox>Send an invitation email with a first-login link</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
