/**
 * Cover image of a news item or resource (issue #5): upload one image (checked on the server like
 * community uploads), preview it, replace or remove it. An antd Form.Item control: value is the
 * file id or null.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { reportFailure, toastError } from '../../../../lib/feedback';
import { useAssetBlob } from '../../../../lib/content-files';
import { useObjectUrl } from '../../../../lib/hooks/useObjectUrl';
import { uploadContentFiles } from '../api/content-admin';
import { TEXT } from '../constants';
import { checkFiles } from '../utils/files';
import styles from './content-admin.module.css';
import { FilePickerButton } from './FilePickerButton';

export interface CoverImageFieldProps {
  value?: string | null;
  onChange?(value: string | null): void;
  disabled?: boolean;
}

export function CoverImageField({ value, onChange, disabled }: CoverImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const blob = useAssetBlob(value);
  const url = useObjectUrl(blob.data);

  async function handleFiles(files: File[]) {
    const problem = checkFiles(files.slice(0, 1), true);
    if (problem) {
      toastError(problem);
      return;
    }
    setUploading(true);
    try {
      const [file] = await uploadContentFiles(files.slice(0, 1));
      onChange?.(file.id);
    } catch (error) {
      reportFailure(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div>
      <div className={`${styles.cover} ${url ? '' : styles.coverEmpty}`}>
        {url ? <img src={url} alt={TEXT.coverImage} /> : value && blob.isPending ? TEXT.uploading : 'No cover image'}
      </div>
      <Space wrap>
        <FilePickerButton
          label={value ? TEXT.replaceCover : TEXT.uploadCover}
          accept="image/png,image/jpeg,image/gif,image/webp"
          loading={uploading}
          disabled={disabled}
          onFiles={handleFiles}
        />
        {value && (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(null)}
            disabled={disabled}
            aria-label={TEXT.removeCover}
          >
            Remove
          </Button>
        )}
      </Space>
    </div>
  );
}
