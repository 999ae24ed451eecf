/**
 * Edit, delete and report of posts, shared by the feeds and the post details: returns the menu
 * handlers and the dialogs to render (spec 02 §4 post edit/delete; §8 "Error deleting post. Try
 * again."; report dialog "Would you like to report this post?").
 */
import type { Post } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import { deletePost, patchPostInCaches, removePostFromCaches } from '../api/posts';
import { ReportDialog, type ReportTarget } from '../components/ReportDialog';
import { PostComposerModal } from '../components/PostComposerModal';
import { POST_TEXT } from '../constants';
import { queryKeys } from '../../../data';

/** Handlers for PostMenu and the dialogs they open. `onDeleted` runs after a delete (details: leave the page). */
export function usePostActions(options: { onDeleted?: (post: Post) => void } = {}) {
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<Post | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  const handlers = {
    onEdit: (post: Post) => setEditing(post),
    onReport: (post: Post) => setReporting({ kind: 'post', postId: post.id }),
    onDelete: (post: Post) => {
      modal.confirm({
        title: POST_TEXT.deleteConfirm,
        content: post.title,
        okText: POST_TEXT.delete,
        okButtonProps: { danger: true },
        cancelText: POST_TEXT.cancel,
        onOk: async () => {
          try {
            await deletePost(post.id);
            removePostFromCaches(queryClient, post.id);
            toastSuccess(POST_TEXT.deleted);
            void queryClient.invalidateQueries({ queryKey: [...queryKeys.scope('communities'), 'alias'] });
            options.onDeleted?.(post);
          } catch (error) {
            notifyError({ title: POST_TEXT.deleteFailed, description: errorMessage(error), durationSeconds: 4.5 });
          }
        },
      });
    },
  };

  const dialogs = (
    <>
      {modalHolder}
      <PostComposerModal open={!!editing} post={editing ?? undefined} onClose={() => setEditing(null)} />
      <ReportDialog
        target={reporting}
        onClose={() => setReporting(null)}
        onReported={(target) => {
          if (target.kind !== 'post') return;
          const cached = queryClient.getQueryData<Post>(['communities', 'posts', 'detail', target.postId]);
          patchPostInCaches(queryClient, target.postId, {
            isReported: true,
            abilities: { ...(cached?.abilities ?? findAbilities(queryClient, target.postId)), canReport: false },
          });
        }}
      />
    </>
  );

  return { handlers, dialogs };
}

function findAbilities(queryClient: ReturnType<typeof useQueryClient>, id: number): Post['abilities'] {
  for (const [, data] of queryClient.getQueriesData<{ pages: { posts: Post[] }[] }>({
    queryKey: [...queryKeys.scope('communities'), 'posts', 'list'],
  })) {
    for (const page of data?.pages ?? []) {
      const post = page.posts.find((p) => p.id === id);
      if (post) return post.abilities;
    }
  }
  return {
    canEdit: false,
    canDelete: false,
    canComment: false,
    canInteract: false,
    canReport: false,
    canSetTags: false,
  };
}
