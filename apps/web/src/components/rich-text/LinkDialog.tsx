/**
 * The small dialogs of the editor toolbar: a link address (with the text to show when nothing is
 * selected) and an image address with its alternative text.
 */
import { Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

export interface LinkValues {
  href: string;
  text?: string;
}

export interface ImageValues {
  src: string;
  alt: string;
}

/** Adds https:// to a bare web address ("example.org/x"); mailto: and tel: stay as they are. */
export function normaliseHref(raw: string): string {
  const href = raw.trim();
  if (!href || /^(https?:|mailto:|tel:)/i.test(href)) return href;
  return `https://${href}`;
}

function isValidHref(raw: string): boolean {
  const href = normaliseHref(raw);
  if (/^(mailto|tel):/i.test(href)) return href.length > 7;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

interface LinkDialogProps {
  open: boolean;
  /** Current address of the link under the cursor ('' for a new one). */
  initialHref: string;
  /** Asks for the text too (nothing is selected). */
  askText: boolean;
  onSubmit(values: LinkValues): void;
  /** Removes the link under the cursor (shown when there is one). */
  onRemove(): void;
  onCancel(): void;
}

/** Link address dialog. */
export function LinkDialog({ open, initialHref, askText, onSubmit, onRemove, onCancel }: LinkDialogProps) {
  const [form] = Form.useForm<LinkValues>();
  useEffect(() => {
    if (open) form.setFieldsValue({ href: initialHref, text: '' });
  }, [open, initialHref, form]);
  return (
    <Modal
      open={open}
      title={initialHref ? 'Edit link' : 'Add link'}
      okText="Apply"
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {initialHref && (
            <Button danger type="text" onClick={onRemove} style={{ float: 'left' }}>
              Remove link
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit({ href: normaliseHref(v.href), text: v.text?.trim() })}
      >
        <Form.Item
          name="href"
          label="Link address"
          rules={[
            { required: true, message: 'Please enter a link address' },
            {
              validator: async (_, v: string) =>
                !v || isValidHref(v) ? undefined : Promise.reject(new Error('Please enter a valid web address')),
            },
          ]}
        >
          <Input placeholder="https://example.org" autoFocus inputMode="url" />
        </Form.Item>
        {askText && (
          <Form.Item name="text" label="Text to show">
            <Input placeholder="The address is shown when empty" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

interface ImageDialogProps {
  open: boolean;
  onSubmit(values: ImageValues): void;
  onCancel(): void;
}

/** Image by address dialog (http or https only). */
export function ImageDialog({ open, onSubmit, onCancel }: ImageDialogProps) {
  const [form] = Form.useForm<ImageValues>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal open={open} title="Add image" okText="Insert" onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit({ src: normaliseHref(v.src), alt: v.alt?.trim() ?? '' })}
      >
        <Form.Item
          name="src"
          label="Image address"
          rules={[
            { required: true, message: 'Please enter the image address' },
            {
              validator: async (_, v: string) =>
                !v || (isValidHref(v) && /^https?:/i.test(normaliseHref(v)))
                  ? undefined
                  : Promise.reject(new Error('Please enter a valid web address')),
            },
          ]}
        >
          <Input placeholder="https://example.org/picture.jpg" autoFocus inputMode="url" />
        </Form.Item>
        <Form.Item
          name="alt"
          label="Alternative text"
          rules={[{ required: true, message: 'Please describe the image' }]}
        >
          <Input placeholder="What the image shows" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
