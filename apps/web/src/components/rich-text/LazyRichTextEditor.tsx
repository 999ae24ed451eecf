/**
 * The rich-text editor loaded on demand (issue #5): TipTap and ProseMirror come in their own chunk
 * the first time an editor shows, never with the sign-in page or the shell. Same props as
 * `RichTextEditor`; a field-shaped skeleton shows while the chunk loads.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './types';

const Editor = lazy(() => import('./RichTextEditor'));

/** Preloads the editor chunk (e.g. when a form opens) so it is ready when the field shows. */
export function preloadRichTextEditor(): void {
  void import('./RichTextEditor');
}

function EditorSkeleton({ variant }: Pick<RichTextEditorProps, 'variant'>) {
  return (
    <div
      role="status"
      aria-label="Loading editor"
      style={{
        border: '1px solid #d9d9d9',
        borderRadius: 8,
        padding: 12,
        minHeight: variant === 'comment' ? 130 : 270,
        background: '#fff',
      }}
    >
      <Skeleton active title={false} paragraph={{ rows: variant === 'comment' ? 2 : 5 }} />
    </div>
  );
}

/** `RichTextEditor` behind React.lazy and Suspense. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton variant={props.variant} />}>
      <Editor {...props} />
    </Suspense>
  );
}
