/**
 * The Share dialog of a details page (spec 03 §2 Details pages: social share buttons and a
 * copy-link control; copy success shows 'Link copied'; §8 Clipboard: failures are logged).
 */
import { FacebookFilled, LinkedinFilled, LinkOutlined, MailOutlined, XOutlined } from '@ant-design/icons';
import { MESSAGES } from '@portal/shared';
import { Button, Input, Modal, Space } from 'antd';
import { toastSuccess } from '../../../lib/feedback';
import { DETAILS_TEXT } from '../constants';

/** Social links for a URL and title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      key: 'linkedin',
      label: 'LinkedIn',
      icon: <LinkedinFilled />,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      key: 'facebook',
      label: 'Facebook',
      icon: <FacebookFilled />,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { key: 'x', label: 'X', icon: <XOutlined />, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { key: 'email', label: 'Email', icon: <MailOutlined />, href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** Copies text; 'Link copied' on success, the failure is logged only (spec 03 §8). */
export async function copyLink(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) {
    console.error(MESSAGES.copyFailed, DETAILS_TEXT.clipboardUnsupported);
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(MESSAGES.linkCopied);
    return true;
  } catch (error) {
    console.error(MESSAGES.copyFailed, error);
    return false;
  }
}

/** Modal with share buttons and the page link. */
export function ShareDialog({
  open,
  onClose,
  url,
  title,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={DETAILS_TEXT.share} destroyOnHidden>
      <Space wrap style={{ marginBottom: 16 }}>
        {shareLinks(url, title).map((link) => (
          <Button
            key={link.key}
            icon={link.icon}
            href={link.href}
            target={link.key === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
          >
            {link.label}
          </Button>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={url} aria-label="Link" />
        <Button type="primary" icon={<LinkOutlined />} onClick={() => void copyLink(url)}>
          {DETAILS_TEXT.copyLink}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
