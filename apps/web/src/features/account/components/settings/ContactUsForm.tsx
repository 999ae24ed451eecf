/**
 * Contact us (spec 01 §2, §5 Contact form, §7 Contact, §8, §9; issue 14): Name, Email (locked: the
 * member is signed in), Mobile, Comments (required), attachments (jpeg, gif, png, tiff, bmp, pdf,
 * doc, csv, xlsx or docx; 10 MB in total). Sent as multipart to POST /api/user/contact-us.
 */
import { LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import { CONTACT_ATTACHMENT_EXTENSIONS, type CurrentAccount, LIMITS, MESSAGES } from '@portal/shared';
import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { InlineMessage } from '../../../../components/InlineMessage';
import { errorMessage, isApiError } from '../../../../lib/errors';
import { toastSuccess } from '../../../../lib/feedback';
import { formatFileSize } from '../../../../lib/format';
import { useSupportEmail } from '../../../../lib/support-contact';
import { useSendEnquiry } from '../../api/settings';
import { SettingsCard } from './SettingsCard';
import styles from './settings.module.css';

interface ContactValues {
  Name: string;
  Email: string;
  Mobile?: string;
  Comments: string;
}

const ACCEPT = CONTACT_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Whether a file name carries an allowed attachment extension. */
export function isAllowedAttachment(name: string): boolean {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return (CONTACT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/** The contact form for the signed-in `user`. */
export function ContactUsForm({ user }: { user: CurrentAccount }) {
  const send = useSendEnquiry();
  const [form] = Form.useForm<ContactValues>();
  const supportEmail = useSupportEmail();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const total = files.reduce((sum, f) => sum + (f.size ?? 0), 0);
  const tooLarge = total > LIMITS.contactAttachmentsMaxBytes;
  const badType = files.find((f) => !isAllowedAttachment(f.name));

  async function handleFinish(values: ContactValues) {
    setFailure(null);
    if (tooLarge || badType) return;
    const body = new FormData();
    body.set('Name', values.Name ?? '');
    body.set('Email', user.email ?? values.Email);
    body.set('Mobile', values.Mobile ?? '');
    body.set('Comments', values.Comments);
    body.set('memberNumber', user.memberNum ?? '');
    for (const f of files) if (f.originFileObj) body.append('FileAttachment', f.originFileObj, f.name);
    try {
      await send.mutateAsync(body);
      toastSuccess(MESSAGES.enquirySubmitted);
      form.resetFields(['Comments', 'Mobile']);
      setFiles([]);
    } catch (error) {
      if (isApiError(error) && error.status >= 500) return;
      setFailure(errorMessage(error) || MESSAGES.enquiryFailed);
    }
  }

  return (
    <SettingsCard title="Contact us">
      <p className={styles.hint}>
        Send us your question or request and we will get back to you. You can also email{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <Form<ContactValues>
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={{
          Name: `${user.firstName} ${user.lastName}`.trim(),
          Email: user.email ?? '',
          Mobile: user.mobile ?? '',
        }}
        style={{ maxWidth: 640 }}
      >
        {failure && <InlineMessage type="error">{failure}</InlineMessage>}
        <Form.Item label="Name" name="Name">
          <Input autoComplete="name" maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="Email"
          rules={[
            { required: true, message: MESSAGES.emailRequired },
            { type: 'email', message: MESSAGES.emailInvalid },
          ]}
        >
          <Input type="email" readOnly disabled aria-readonly="true" />
        </Form.Item>
        <Form.Item label="Mobile" name="Mobile">
          <Input type="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Form.Item
          label="Comments"
          name="Comments"
          rules={[{ required: true, whitespace: true, message: MESSAGES.commentsRequired }]}
        >
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item
          label="Attachments"
          validateStatus={tooLarge || badType ? 'error' : undefined}
          help={
            tooLarge
              ? MESSAGES.contactFilesTooLarge
              : badType
                ? `"${badType.name}" is not an allowed type (jpeg, gif, png, tiff, bmp, pdf, doc, csv, xlsx or docx).`
                : `jpeg, gif, png, tiff, bmp, pdf, doc, csv, xlsx or docx; up to 10 MB in total${total ? ` (${formatFileSize(total)} chosen)` : ''}.`
          }
        >
          <Upload
            multiple
            accept={ACCEPT}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<PaperClipOutlined />}>Attach files</Button>
          </Upload>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={send.isPending}
          icon={send.isPending ? <LoadingOutlined /> : undefined}
        >
          Submit
        </Button>
      </Form>
    </SettingsCard>
  );
}
