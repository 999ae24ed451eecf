/**
 * Report dialog for a post ("Would you like to report this post?", spec 02 §2) or a comment:
 * a reason of spec 02 §3 and a non-empty message (§5). Success shows "The report has been
 * submitted successfully."; a failure shows "An error occurred. The report was not submitted."
 * with the server's message (not your own post, not twice: §6).
 */
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, ReportReason } from '@portal/shared';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import { reportComment } from '../api/comments';
import { reportPost } from '../api/posts';
import { REPORT_REASONS, REPORT_TEXT } from '../constants';

export type ReportTarget = { kind: 'post'; postId: number } | { kind: 'comment'; postId: number; commentId: number };

interface ReportForm {
  type: number;
  message: string;
}

/** The modal; `target` null keeps it closed. `onReported` runs after a successful report. */
export function ReportDialog({
  target,
  onClose,
  onReported,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  onReported?: (target: ReportTarget) => void;
}) {
  const [form] = Form.useForm<ReportForm>();
  const [sending, setSending] = useState(false);

  async function handleSubmit(values: ReportForm) {
    if (!target) return;
    setSending(true);
    const body = { type: values.type, message: values.message.trim() };
    try {
      if (target.kind === 'post') await reportPost(target.postId, body);
      else await reportComment(target.postId, target.commentId, body);
      toastSuccess(COMMUNITY_MESSAGES.reportSubmitted);
      onReported?.(target);
      onClose();
    } catch (error) {
      notifyError({ title: COMMUNITY_MESSAGES.reportFailed, description: errorMessage(error), durationSeconds: 4.5 });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={!!target}
      title={target?.kind === 'comment' ? REPORT_TEXT.commentTitle : REPORT_TEXT.postTitle}
      okText={REPORT_TEXT.submit}
      cancelText={REPORT_TEXT.cancel}
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) form.resetFields();
      }}
    >
      <Form<ReportForm>
        form={form}
        layout="vertical"
        initialValues={{ type: ReportReason.InappropriateContent, message: '' }}
        onFinish={handleSubmit}
      >
        <Form.Item name="type" label={REPORT_TEXT.reason}>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={REPORT_REASONS.map((r) => ({ value: r.value, label: r.label }))}
          />
        </Form.Item>
        <Form.Item
          name="message"
          label={REPORT_TEXT.message}
          rules={[{ required: true, whitespace: true, message: COMMUNITY_MESSAGES.reportReasonRequired }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={COMMUNITY_LIMITS.reportMessageMax}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
