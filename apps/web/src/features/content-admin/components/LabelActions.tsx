/**
 * Rename and Delete for one tag or category on the taxonomy screen (issue #5 staff authoring):
 * Rename opens a dialog with the label (the server's 409 "This tag already exists" / "This category
 * already exists" shows on the field); Delete asks first, saying what items lose.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/errors';
import { toastSuccess } from '../../../lib/feedback';
import { TEXT } from '../constants';
import { reportFailure } from '../hooks/useContentActions';
import styles from './content-admin.module.css';

export interface LabelActionsProps {
  /** 'tag' or 'category': the words of the buttons, dialog and messages. */
  noun: 'tag' | 'category';
  label: string;
  /** Saves the new label; rejects with the API error. */
  rename(label: string): Promise<unknown>;
  /** Deletes; rejects with the API error. */
  remove(): Promise<unknown>;
  busy?: boolean;
}

export function LabelActions({ noun, label, rename, remove, busy }: LabelActionsProps) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ label: string }>();
  const text = TEXT.labelActions(noun, label);

  async function handleRename({ label: next }: { label: string }) {
    const trimmed = next.trim();
    if (trimmed === label) {
      setOpen(false);
      return;
    }
    setSaving(true);
    try {
      await rename(trimmed);
      toastSuccess(TEXT.labelActions(noun, trimmed).renamed);
      setOpen(false);
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 400)) form.setFields([{ name: 'label', errors: [errorMessage(error)] }]);
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

  return (
    <span className={styles.labelActions}>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={text.rename}
        title={text.rename}
        disabled={busy}
        onClick={() => {
          form.setFieldsValue({ label });
          setOpen(true);
        }}
      />
      <Popconfirm title={text.confirmDelete} description={text.deleteEffect} okText={TEXT.delete} okButtonProps={{ danger: true }} cancelText={TEXT.cancel} onConfirm={handleDelete}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={text.delete} title={text.delete} disabled={busy} />
      </Popconfirm>
      <Modal
        open={open}
        title={text.renameTitle}
        okText={TEXT.save}
        cancelText={TEXT.cancel}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name={`rename-${noun}`} layout="vertical" onFinish={handleRename} initialValues={{ label }}>
          <Form.Item name="label" label={text.field} rules={[{ required: true, whitespace: true, message: text.required }, { max: 100 }]}>
            <Input maxLength={100} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </span>
  );
}
