/**
 * Cancel my Membership (spec 03 §2 /settings/cancel-membership, §4, §5; issue #15): the reasons
 * come from the server; the form is read-only until 'Cancel Membership' is pressed, then Confirm
 * or Cancel. A reason is required ('Please select a reason.'); the 'other' reason needs details
 * ('Please enter cancellation details.'). Success shows 'Membership cancelled successfully', signs
 * out and goes to sign-in; a failure shows 'Failed to cancel membership'.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { CANCEL_REASON_OTHER, MEMBERSHIP_LIMITS, MEMBERSHIP_MESSAGES } from '@portal/shared';
import { Alert, Button, Card, Form, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import { endSession } from '../../../lib/session';
import { useCanCancel, useCancelMembership } from '../api/membership';
import { MEMBERSHIP_TEXT as TEXT } from '../constants';

interface Values {
  reason?: string;
  other?: string;
}

/** The cancel-membership screen's body. */
export function CancelMembershipView() {
  const check = useCanCancel();
  const cancel = useCancelMembership();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Values>();
  const reason = Form.useWatch('reason', form);
  if (check.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (check.isError) return <Alert type="error" showIcon message={errorMessage(check.error)} />;
  if (!check.data.canCancelMembership) return <Alert type="info" showIcon message={TEXT.cannotCancel} />;

  const submit = (values: Values) =>
    cancel.mutate(
      { CancelMembershipReason: values.reason ?? '', CancelMembershipReasonOther: values.other?.trim() || null },
      {
        onSuccess: () => {
          toastSuccess(MEMBERSHIP_MESSAGES.cancelled);
          endSession();
        },
        onError: (error) =>
          notifyError({
            title: MEMBERSHIP_MESSAGES.cancelFailed,
            description: errorMessage(error),
            durationSeconds: 4.5,
          }),
      },
    );

  return (
    <Card>
      <Typography.Paragraph>{TEXT.cancelIntro}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!editing} onFinish={submit} requiredMark={false}>
        <Form.Item
          name="reason"
          label={TEXT.reason}
          rules={[{ required: true, message: MEMBERSHIP_MESSAGES.reasonRequired }]}
        >
          <Radio.Group>
            <Space direction="vertical">
              {check.data.cancelMembershipReasons.map((r) => (
                <Radio key={r.value} value={r.value}>
                  {r.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {reason === CANCEL_REASON_OTHER && (
          <Form.Item
            name="other"
            label={TEXT.details}
            rules={[{ required: true, whitespace: true, message: MEMBERSHIP_MESSAGES.detailsRequired }]}
          >
            <Input.TextArea rows={4} maxLength={MEMBERSHIP_LIMITS.otherReasonMax} showCount />
          </Form.Item>
        )}
        {editing ? (
          <Space wrap>
            <Button
              type="primary"
              danger
              htmlType="submit"
              disabled={cancel.isPending}
              icon={cancel.isPending ? <LoadingOutlined /> : undefined}
            >
              {TEXT.confirm}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setEditing(false);
              }}
              disabled={cancel.isPending}
            >
              {TEXT.cancel}
            </Button>
          </Space>
        ) : null}
      </Form>
      {!editing && (
        <Button danger onClick={() => setEditing(true)}>
          {TEXT.cancelButton}
        </Button>
      )}
    </Card>
  );
}
