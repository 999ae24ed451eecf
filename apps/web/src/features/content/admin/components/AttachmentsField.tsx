/**
 * Attachments of a news item or resource (issue #5): upload up to 10 files of 5 MB at a time
 * (the server checks their content against the extension), list them with size, remove one. An
 * antd Form.Item control: value is the list of files in order.
 */
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { ContentAsset } from '@portal/shared';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { reportFailure, toastError } from '../../../../lib/feedback';
import { uploadContentFiles } from '../api/content-admin';
import { TEXT } from '../constants';
import { checkFiles, formatBytes } from '../utils/files';
import styles from './content-admin.module.css';
import { FilePickerButton } from './FilePickerButton';

export interface AttachmentsFieldProps {
  value?: ContentAsset[];
  onChange?(value: ContentAsset[]): void;
  disabled?: boolean;
}

export function AttachmentsField({ value = [], onChange, disabled }: AttachmentsFieldProps) {
  const [uploading, setUploading] = useState(false);

  async function handleFiles(files: File[]) {
    const problem = checkFiles(files);
    if (problem) {
      toastError(problem);
      return;
    }
    setUploading(true);
    try {
      const added = await uploadContentFiles(files);
      const known = new Set(value.map((f) => f.id));
      onChange?.([...value, ...added.filter((f) => !known.has(f.id))]);
    } catch (error) {
      reportFailure(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div>
      <FilePickerButton
        label={TEXT.uploadFiles}
        multiple
        loading={uploading}
        disabled={disabled}
        onFiles={handleFiles}
      />
      {value.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {TEXT.noAttachments}
        </Typography.Paragraph>
      ) : (
        <ul className={styles.fileList} aria-label={TEXT.attachments}>
          {value.map((file) => (
            <li key={file.id} className={styles.fileItem}>
              <PaperClipOutlined aria-hidden="true" />
              <span className={styles.fileName} title={file.filenameDownload}>
                {file.filenameDownload}
              </span>
              <span className={styles.fileSize}>{formatBytes(file.filesize)}</span>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={TEXT.removeFile(file.filenameDownload)}
                disabled={disabled}
                onClick={() => onChange?.(value.filter((f) => f.id !== file.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
