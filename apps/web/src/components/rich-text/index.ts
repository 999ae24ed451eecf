/**
 * The shared rich-text editor (issue #5). Import from here: the editor itself loads lazily.
 *
 *   <Form.Item name="content" label="Content"><RichTextEditor variant="full" aria-label="Content" /></Form.Item>
 */
export { isRichTextEmpty, richTextToPlain } from './html';
export { LazyRichTextEditor as RichTextEditor, preloadRichTextEditor } from './LazyRichTextEditor';
export type { RichTextEditorProps, RichTextVariant } from './types';
