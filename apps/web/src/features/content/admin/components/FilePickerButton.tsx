/**
 * A button that opens the file chooser (a hidden file input, out of the accessibility tree: the
 * button is the control), with the busy state of an upload in progress.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';

export interface FilePickerButtonProps {
  label: string;
  accept?: string;
  multiple?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

export function FilePickerButton({ label, accept, multiple, loading, disabled, onFiles }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        aria-hidden="true"
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button icon={<UploadOutlined />} loading={loading} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
