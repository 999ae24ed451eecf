/**
 * Attachments of the post and comment forms (spec 02 §4 Attachments, §5: up to 10 files of the
 * allowed types, 5 MB each). Existing files can be removed (sent as deleted on save); new files
 * are checked before they are added; a new file removed before saving is simply dropped.
 * Works as an antd Form.Item control.
 */
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { Attachment } from '@portal/shared';
import { COMMUNITY_MESSAGES } from '@portal/shared';
import { Button, Typography } from 'antd';
import { useId, useRef } from 'react';
import { toastError } from '../../../lib/feedback';
import { UPLOAD_ACCEPT } from '../constants';
import { formatFileSize } from '../../../lib/format';
import { uploadProblem } from '../utils/files';
import styles from './communities.module.css';

export interface FileListValue {
  /** Files already on the server that stay. */
  existing: Attachment[];
  /** Paths of existing files the user removed. */
  removed: string[];
  /** New files to upload. */
  added: File[];
}

export const EMPTY_FILES: FileListValue = { existing: [], removed: [], added: [] };

export interface FileListInputProps {
  value?: FileListValue;
  onChange?: (value: FileListValue) => void;
  max: number;
  label: string;
  id?: string;
  compact?: boolean;
  /** In a Form.Item without a label (noStyle): the button's text names the input, not the field. */
  unlabelledField?: boolean;
}

/** "Add files" button with the chosen and existing files listed below it. */
export function FileListInput({
  value = EMPTY_FILES,
  onChange,
  max,
  label,
  id,
  compact,
  unlabelledField,
}: FileListInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const generated = useId();
  const inputId = id ?? generated;
  const count = value.existing.length + value.added.length;

  function handlePick(list: FileList | null) {
    if (!list) return;
    const picked = [...list];
    const accepted: File[] = [];
    const fileKey = (f: File) => `${f.name}-${f.size}-${f.lastModified}`;
    const present = new Set(value.added.map(fileKey));
    for (const file of picked) {
      if (present.has(fileKey(file))) continue;
      const problem = uploadProblem(file);
      if (problem) {
        toastError(`${file.name}: ${problem}`);
        continue;
      }
      accepted.push(file);
    }
    const room = max - count;
    if (accepted.length > room) toastError(COMMUNITY_MESSAGES.tooManyFiles);
    if (room > 0 && accepted.length > 0) onChange?.({ ...value, added: [...value.added, ...accepted.slice(0, room)] });
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={max > 1}
        accept={UPLOAD_ACCEPT}
        // Inside a labelled Form.Item the field's label names the input (its id); alone, or in a
        // Form.Item without a label, the button's text does.
        aria-label={id && !unlabelledField ? undefined : label}
        className={styles.visuallyHidden}
        onChange={(event) => handlePick(event.target.files)}
      />
      <Button
        icon={<PaperClipOutlined />}
        size={compact ? 'small' : 'middle'}
        onClick={() => input.current?.click()}
        disabled={count >= max}
      >
        {label}
      </Button>
      {count > 0 && (
        <ul className={styles.fileList} aria-label="Chosen files">
          {value.existing.map((file) => (
            <li key={file.id}>
              <PaperClipOutlined />
              <span className={styles.fileName}>{file.name}</span>
              <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={`Remove ${file.name}`}
                onClick={() =>
                  onChange?.({
                    ...value,
                    existing: value.existing.filter((f) => f.id !== file.id),
                    removed: [...value.removed, file.path],
                  })
                }
              />
            </li>
          ))}
          {value.added.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <PaperClipOutlined />
              <span className={styles.fileName}>{file.name}</span>
              <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange?.({ ...value, added: value.added.filter((_, i) => i !== index) })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
