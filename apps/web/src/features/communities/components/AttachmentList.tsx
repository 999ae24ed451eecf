/**
 * Files attached to a post or comment (spec 02 §3 attachments: path, name, type, size): each
 * downloads under its name; failures show "Failed to download file" (spec 02 §8 Assets wording).
 */
import { DownloadOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { Attachment } from '@portal/shared';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toastError } from '../../../lib/feedback';
import { downloadFile } from '../api/files';
import { formatFileSize } from '../../../lib/format';
import styles from './communities.module.css';

const DOWNLOAD_FAILED = 'Failed to download file';

function icon(type: string) {
  if (type === 'application/pdf') return <FilePdfOutlined />;
  if (type.startsWith('image/')) return <FileImageOutlined />;
  return <FileOutlined />;
}

/** The list, or nothing when there are no files. */
export function AttachmentList({ attachments, compact }: { attachments: Attachment[]; compact?: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  async function handleDownload(file: Attachment) {
    setBusy(file.id);
    try {
      await downloadFile(file.path, file.name);
    } catch (error) {
      toastError(`${DOWNLOAD_FAILED}: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  }
  return (
    <ul className={`${styles.attachmentList} ${compact ? styles.attachmentListCompact : ''}`} aria-label="Attachments">
      {attachments.map((file) => (
        <li key={file.id}>
          <span className={styles.attachmentIcon} aria-hidden="true">
            {icon(file.type)}
          </span>
          <Button
            type="link"
            className={styles.attachmentName}
            onClick={() => void handleDownload(file)}
            title={file.name}
          >
            {file.name}
          </Button>
          <Typography.Text type="secondary" className={styles.nowrap}>
            {formatFileSize(file.size)}
          </Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Download ${file.name}`}
            loading={busy === file.id}
            onClick={() => void handleDownload(file)}
          />
        </li>
      ))}
    </ul>
  );
}
