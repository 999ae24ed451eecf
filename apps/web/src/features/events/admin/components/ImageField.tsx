/**
 * An uploaded event image (cover, listing or presenter photo): upload one image, preview it (event
 * images are public at /api/event/image/{id}), replace or remove it. An antd Form.Item control whose
 * value is the file id or null.
 */
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { uploadEventFiles } from '../api/events-admin';
import styles from './events-admin.module.css';
import { reportFailure } from '../../../../lib/feedback';

export interface ImageFieldProps {
  value?: string | null;
  onChange?(value: string | null): void;
  /** What the image is ("Feature image"): the buttons' and preview's names. */
  label: string;
  disabled?: boolean;
}

export function ImageField({ value, onChange, label, disabled }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function handleFile(file: File) {
    setUploading(true);
    try {
      const [stored] = await uploadEventFiles([file]);
      onChange?.(stored.id);
    } catch (error) {
      reportFailure(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div>
      {value && <img className={styles.imagePreview} src={`/api/event/image/${value}`} alt={label} />}
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        aria-hidden="true"
        tabIndex={-1}
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void handleFile(file);
        }}
      />
      <Space wrap>
        <Button
          icon={uploading ? <LoadingOutlined /> : <UploadOutlined />}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
        >
          {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} disabled={disabled} onClick={() => onChange?.(null)}>
            {`Remove ${label.toLowerCase()}`}
          </Button>
        )}
      </Space>
    </div>
  );
}

/** A document upload control: value is the file id; shows the chosen file's name. */
export function DocField({
  value,
  onChange,
  label,
}: {
  value?: string | null;
  onChange?(value: string | null): void;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [name, setName] = useState<string | null>(null);
  return (
    <Space wrap>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setUploading(true);
          try {
            const [stored] = await uploadEventFiles([file]);
            setName(stored.filename);
            onChange?.(stored.id);
          } catch (error) {
            reportFailure(error);
          } finally {
            setUploading(false);
          }
        }}
      />
      <Button
        icon={uploading ? <LoadingOutlined /> : <UploadOutlined />}
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
      </Button>
      {value && <span className={styles.muted}>{name ?? 'Uploaded document'}</span>}
    </Space>
  );
}
