/**
 * The editor's formatting toolbar (issue #5): one tab stop (arrow keys, Home and End move between
 * buttons), every button named by aria-label, toggles expose aria-pressed. Buttons keep the
 * editor's selection (mouse down does not take the focus).
 */
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import styles from './RichTextEditor.module.css';
import type { RichTextVariant } from './types';

interface ToolButton {
  key: string;
  label: string;
  icon: ReactNode;
  /** Toggle buttons report their state; actions (undo, image) do not. */
  pressed?: boolean;
  disabled?: boolean;
  run(): void;
}

function QuoteIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M7.2 6C4.9 6 3 7.9 3 10.2V18h7v-7H6.1c.1-1.4 1.2-2.5 2.6-2.5H10V6H7.2zm10 0C14.9 6 13 7.9 13 10.2V18h7v-7h-3.9c.1-1.4 1.2-2.5 2.6-2.5H20V6h-2.8z" />
    </svg>
  );
}

export interface RichTextToolbarProps {
  editor: Editor;
  variant: RichTextVariant;
  disabled: boolean;
  /** Opens the link dialog (full variant). */
  onLink(): void;
  /** Opens the image dialog (full variant). */
  onImage(): void;
}

/** Toolbar of one editor. */
export function RichTextToolbar({ editor, variant, disabled, onLink, onImage }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const chain = () => editor.chain().focus();
  const full = variant === 'full';

  const groups: ToolButton[][] = [
    full
      ? [
          {
            key: 'h2',
            // The name holds the button's visible text (WCAG 2.5.3).
            label: 'H2, Heading 2',
            icon: <span className={styles.textIcon}>H2</span>,
            pressed: state.h2,
            run: () => chain().toggleHeading({ level: 2 }).run(),
          },
          {
            key: 'h3',
            label: 'H3, Heading 3',
            icon: <span className={styles.textIcon}>H3</span>,
            pressed: state.h3,
            run: () => chain().toggleHeading({ level: 3 }).run(),
          },
        ]
      : [],
    [
      {
        key: 'bold',
        label: 'Bold',
        icon: <BoldOutlined />,
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: 'Italic',
        icon: <ItalicOutlined />,
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      ...(full
        ? [
            {
              key: 'underline',
              label: 'Underline',
              icon: <UnderlineOutlined />,
              pressed: state.underline,
              run: () => chain().toggleUnderline().run(),
            },
          ]
        : []),
    ],
    [
      {
        key: 'bullet',
        label: 'Bulleted list',
        icon: <UnorderedListOutlined />,
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'ordered',
        label: 'Numbered list',
        icon: <OrderedListOutlined />,
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'quote',
        label: 'Quote',
        icon: <QuoteIcon />,
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    full
      ? [
          {
            key: 'link',
            label: state.link ? 'Edit link' : 'Link',
            icon: <LinkOutlined />,
            pressed: state.link,
            run: onLink,
          },
          { key: 'image', label: 'Image', icon: <PictureOutlined />, run: onImage },
        ]
      : [],
    [
      { key: 'undo', label: 'Undo', icon: <UndoOutlined />, disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: 'redo', label: 'Redo', icon: <RedoOutlined />, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ].filter((g) => g.length > 0);
  const buttons = groups.flat();
  // The tab stop: the last focused button, or the first enabled one when that one is disabled.
  const enabled = buttons.flatMap((b, i) => (disabled || b.disabled ? [] : [i]));
  const current = enabled.includes(focusIndex) ? focusIndex : (enabled[0] ?? 0);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (enabled.length === 0) return;
    const at = Math.max(0, enabled.indexOf(current));
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = enabled[(moves[event.key] + enabled.length) % enabled.length];
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  let index = -1;
  return (
    <div ref={toolbarRef} role="toolbar" aria-label="Formatting" className={styles.toolbar} onKeyDown={handleKeyDown}>
      {groups.map((group, g) => (
        <div key={group[0].key} className={styles.group} data-first={g === 0 || undefined}>
          {group.map((button) => {
            index += 1;
            const i = index;
            return (
              <button
                key={button.key}
                type="button"
                className={styles.toolButton}
                aria-label={button.label}
                title={button.label}
                aria-pressed={button.pressed === undefined ? undefined : button.pressed}
                disabled={disabled || button.disabled}
                tabIndex={i === current ? 0 : -1}
                onMouseDown={(e) => e.preventDefault()}
                onFocus={() => setFocusIndex(i)}
                onClick={button.run}
              >
                {button.icon}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
