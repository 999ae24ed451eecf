/**
 * The rich-text field of the post and comment forms: the shared TipTap editor
 * (components/rich-text, loaded on demand) with the 'full' variant for posts and the 'comment'
 * variant for comments (spec 02 §5: comments take paragraphs, lists and blockquotes; the server's
 * allowlist removes anything else). Works as an antd Form.Item control (value, onChange, id, status).
 */
import { RichTextEditor, type RichTextEditorProps } from '../../../components/rich-text';

export type HtmlEditorProps = RichTextEditorProps & { variant: 'full' | 'comment' };

/** The editor. */
export function HtmlEditor(props: HtmlEditorProps) {
  return <RichTextEditor {...props} />;
}
