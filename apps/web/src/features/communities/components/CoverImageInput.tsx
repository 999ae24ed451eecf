/**
 * Cover image of the post form (spec 02 §5: cover image aspect 3; png, jpeg or jpg; 5 MB). Shows
 * the chosen or current image at 3:1 with Remove. Works as an antd Form.Item control.
 */
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useMemo, useRef } from 'react';
import { toastError } from '../../../lib/feedback';
import { IMAGE_ACCEPT, POST_TEXT } from '../constants';
import { useObjectUrl } from '../../../lib/hooks/useObjectUrl';
import { uploadProblem } from '../utils/files';
import { AuthImage } from './AuthImage';
import styles from './communities.module.css';

export interface CoverValue {
  /** A newly chosen image. */
  file: File | null;
  /** The post's current cover (edit), null once removed. */
  existingUrl: string | null;
}

/** Picker with a 3:1 preview. */
export function CoverImageInput({
  value,
  onChange,
  id,
}: {
  value?: CoverValue;
  onChange?: (value: CoverValue) => void;
  id?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const generated = useId();
  const current = value ?? { file: null, existingUrl: null };
  const blob = useMemo(() => current.file, [current.file]);
  const previewUrl = useObjectUrl(blob);
  const hasImage = !!current.file || !!current.existingUrl;

  function handlePick(list: FileList | null) {
    const file = list?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = uploadProblem(file, 'image');
    if (problem) {
      toastError(problem);
      return;
    }
    onChange?.({ ...current, file });
  }

  return (
    <div>
      <input
        ref={input}
        id={id ?? generated}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={id ? undefined : POST_TEXT.addCover}
        className={styles.visuallyHidden}
        onChange={(event) => handlePick(event.target.files)}
      />
      {hasImage ? (
        <div className={styles.coverPreview}>
          {current.file ? (
            <img src={previewUrl} alt="" className={styles.coverImage} />
          ) : (
            <AuthImage src={current.existingUrl} alt="" className={styles.coverImage} />
          )}
          <div className={styles.coverActions}>
            <Button size="small" icon={<PictureOutlined />} onClick={() => input.current?.click()}>
              {POST_TEXT.changeCover}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange?.({ file: null, existingUrl: null })}
            >
              {POST_TEXT.removeCover}
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" className={styles.coverDrop} onClick={() => input.current?.click()}>
          <PictureOutlined style={{ fontSize: 22 }} />
          <span>{POST_TEXT.addCover}</span>
        </button>
      )}
    </div>
  );
}
