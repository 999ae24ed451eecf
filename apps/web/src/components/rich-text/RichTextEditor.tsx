/**
 * The shared rich-text editor (issue #5; TipTap 3): staff authoring of news, resources and pages
 * ('full') and the communities post and comment forms ('comment' for comments). Emits HTML ('' when
 * empty); the server sanitises it again on write. Heavy (TipTap and ProseMirror): load it through
 * `LazyRichTextEditor` so it never lands in the first-load or sign-in chunks.
 *
 * Works as an antd Form.Item control: `value`, `onChange` and `id` are what Form.Item passes; a
 * failed validation marks the editor invalid. A `value` that differs from what the editor last emitted (a reset, loaded data) replaces
 * the content without calling `onChange`.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Form } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildExtensions } from './extensions';
import { ImageDialog, LinkDialog, type ImageValues, type LinkValues } from './LinkDialog';
import styles from './RichTextEditor.module.css';
import { RichTextToolbar } from './RichTextToolbar';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps, RichTextVariant } from './types';

/** Rich-text editor with its toolbar and, with `maxLength`, a character counter. */
export function RichTextEditor({
  value = '',
  onChange,
  variant = 'full',
  placeholder,
  maxLength,
  disabled = false,
  id,
  autoFocus,
  status: statusProp,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  // Inside an antd Form.Item the field's validation status applies unless `status` is given.
  const formStatus = Form.Item.useStatus().status;
  const status = statusProp ?? (formStatus === 'error' ? 'error' : undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const lastHtml = useRef(value);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const extensions = useMemo(() => buildExtensions(variant, placeholder, maxLength), [variant, placeholder, maxLength]);

  const editor = useEditor(
    {
      extensions,
      content: value,
      editable: !disabled,
      autofocus: autoFocus ? 'end' : false,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      onUpdate: ({ editor: e }) => {
        const html = e.isEmpty ? '' : e.getHTML();
        lastHtml.current = html;
        onChangeRef.current?.(html);
      },
    },
    [extensions],
  );

  // Accessible name, id and validity of the editable area.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          ...(id ? { id } : {}),
          ...(status === 'error' ? { 'aria-invalid': 'true' } : {}),
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
          class: styles.prose,
        },
      },
    });
  }, [editor, ariaLabel, id, status, disabled]);

  // Content set from outside (form reset, loaded item).
  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const characters = useEditorState({
    editor,
    selector: ({ editor: e }) => (maxLength ? (e.storage.characterCount?.characters() ?? 0) : 0),
  });

  function handleLink({ href, text }: LinkValues) {
    setDialog(null);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: text || href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
  }

  function handleImage({ src, alt }: ImageValues) {
    setDialog(null);
    editor.chain().focus().setImage({ src, alt }).run();
  }

  const className = [
    styles.root,
    variant === 'comment' ? styles.comment : '',
    status === 'error' ? styles.error : '',
    disabled ? styles.disabled : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <RichTextToolbar
        editor={editor}
        variant={variant}
        disabled={disabled}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      <EditorContent editor={editor} className={styles.content} />
      {maxLength ? (
        <div className={styles.counter} aria-live="polite">
          {characters ?? 0} / {maxLength}
        </div>
      ) : null}
      {variant === 'full' && (
        <>
          <LinkDialog
            open={dialog === 'link'}
            initialHref={dialog === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
            askText={dialog === 'link' && editor.state.selection.empty && !editor.isActive('link')}
            onSubmit={handleLink}
            onRemove={() => {
              setDialog(null);
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
            }}
            onCancel={() => {
              setDialog(null);
              editor.commands.focus();
            }}
          />
          <ImageDialog
            open={dialog === 'image'}
            onSubmit={handleImage}
            onCancel={() => {
              setDialog(null);
              editor.commands.focus();
            }}
          />
        </>
      )}
    </div>
  );
}

export default RichTextEditor;
