/**
 * Props of the shared rich-text editor (issue #5; reused by the communities post and comment
 * forms). Kept apart from the editor so callers can type their forms without loading TipTap.
 */

/** 'full': headings, bold, italic, underline, lists, blockquote, links, images by address. 'comment': paragraphs, bold, italic, lists, blockquote. */
export type RichTextVariant = 'full' | 'comment';

export interface RichTextEditorProps {
  /** HTML; '' for an empty editor. Optional so the editor can be an antd Form.Item control. */
  value?: string;
  /** Called with the new HTML ('' when the editor is empty) on every change made by the user. */
  onChange?(html: string): void;
  variant?: RichTextVariant;
  placeholder?: string;
  /** Most characters of text (not HTML) the user may type; a counter shows under the editor. */
  maxLength?: number;
  disabled?: boolean;
  'aria-label'?: string;
  /** Id of the editable area (antd Form.Item passes the field id). */
  id?: string;
  autoFocus?: boolean;
  /** Marks the editor invalid (red border, aria-invalid); inside a Form.Item its error status applies by default. */
  status?: 'error' | 'warning' | '';
}
