/**
 * One tag or category on the taxonomy screen with Rename and Delete (issue #5 staff authoring):
 * Rename turns the row into a small form in place (the server's 409 "This tag already exists" /
 * "This category already exists" shows under the field; Escape or Cancel leaves it); Delete asks
 * first, saying what items lose.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Form, Input, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage, isApiError } from '../../../../lib/errors';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { TEXT } from '../constants';
import styles from './content-admin.module.css';

export interface LabelRowProps {
  /** 'tag' or 'category': the words of the buttons, field and messages. */
  noun: 'tag' | 'category';
  label: string;
  /** How the label shows when not being renamed. */
  children: ReactNode;
  /** Saves the new label; rejects with the API error. */
  rename(label: string): Promise<unknown>;
  /** Deletes; rejects with the API error. */
  remove(): Promise<unknown>;
}

export function LabelRow({ noun, label, children, rename, remove }: LabelRowProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ label: string }>();
  const text = TEXT.labelActions(noun, label);

  async function handleRename({ label: next }: { label: string }) {
    const trimmed = next.trim();
    if (trimmed === label) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await rename(trimmed);
      toastSuccess(TEXT.labelActions(noun, trimmed).renamed);
      setEditing(false);
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 400))
        form.setFields([{ name: 'label', errors: [errorMessage(error)] }]);
      else reportFailure(error);
    } finally {
      setSaving(false);
    }
  }

  async function handleDelete() {
    try {
      await remove();
      toastSuccess(text.deleted);
    } catch (error) {
      reportFailure(error);
    }
  }

  if (editing) {
    return (
      <Form
        form={form}
        name={`rename-${noun}`}
        className={styles.renameForm}
        initialValues={{ label }}
        onFinish={handleRename}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
        aria-label={text.renameTitle}
      >
        <Form.Item
          name="label"
          rules={[
            {
              required: true,
              whitespace: true,
              message: noun === 'tag' ? TEXT.tagLabelRequired : TEXT.categoryLabelRequired,
            },
            { max: 100 },
          ]}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Input maxLength={100} aria-label={text.field} autoFocus size="small" />
        </Form.Item>
        {/* disabled, not loading: antd 6.6's loading state was seen to stay on after a quick 409 (about 1 run in 5). */}
        <Button type="primary" size="small" htmlType="submit" disabled={saving}>
          {TEXT.save}
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          {TEXT.cancel}
        </Button>
      </Form>
    );
  }

  return (
    <div className={styles.labelRow}>
      {children}
      <span className={styles.labelActions}>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={text.rename}
          title={text.rename}
          onClick={() => setEditing(true)}
        />
        <Popconfirm
          title={text.confirmDelete}
          description={text.deleteEffect}
          okText={TEXT.delete}
          okButtonProps={{ danger: true }}
          cancelText={TEXT.cancel}
          onConfirm={handleDelete}
        >
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={text.delete}
            title={text.delete}
          />
        </Popconfirm>
      </span>
    </div>
  );
}
