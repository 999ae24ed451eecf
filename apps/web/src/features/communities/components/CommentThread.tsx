/**
 * The comment tree of a post (spec 02 §2 post details: max depth 3; §3 Comment: the "edited"
 * marker when updatedAt is more than 100 ms after createdAt; §6: reply needs commentCreate on an
 * open post, edit and delete by the author or commentEdit, report only by non-authors). Comment
 * likes are debounced 500 ms.
 */
import {
  DeleteOutlined,
  EditOutlined,
  FlagOutlined,
  HeartFilled,
  HeartOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import { COMMUNITY_LIMITS, type Post } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dropdown, Empty, type MenuProps, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { RichText } from '../../../components/RichText';
import { errorMessage } from '../../../lib/errors';
import { notifyError, reportFailure, toastSuccess } from '../../../lib/feedback';
import { formatDateMedium } from '../../../lib/format';
import { commentLike, deleteComment, type PostComment, useComments } from '../api/comments';
import { postKeys } from '../api/keys';
import { COMMENT_TEXT, COMMUNITY_UI } from '../constants';
import { shownCount, useDebouncedToggle } from '../../../lib/hooks/useDebouncedToggle';
import { buildCommentTree, type CommentNode } from '../utils/tree';
import { fullName } from '../utils/names';
import { AttachmentList } from './AttachmentList';
import { CommentComposer } from './CommentComposer';
import { PersonAvatar } from './PersonAvatar';
import { ReportDialog, type ReportTarget } from './ReportDialog';
import styles from './communities.module.css';
import { Loading } from './Loading';

function CommentLike({ postId, comment, disabled }: { postId: number; comment: PostComment; disabled: boolean }) {
  const queryClient = useQueryClient();
  const like = useDebouncedToggle({
    value: comment.isLiked,
    delayMs: COMMUNITY_UI.commentLikeDebounceMs,
    send: async (next) => {
      const answer = await commentLike(postId, comment.id, next);
      queryClient.setQueryData<PostComment[]>(postKeys.comments(postId), (old) =>
        old?.map((c) => (c.id === comment.id ? { ...c, isLiked: answer.isLiked, likesCount: answer.likesCount } : c)),
      );
    },
    onError: (_next, error) => reportFailure(error),
  });
  const count = shownCount(comment.likesCount, comment.isLiked, like.value);
  return (
    <Button
      type="text"
      size="small"
      disabled={disabled}
      aria-pressed={like.value}
      aria-label={`${like.value ? 'Unlike' : 'Like'} comment, ${count}`}
      icon={like.value ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
      onClick={like.toggle}
    >
      {count}
    </Button>
  );
}

interface ThreadActions {
  post: Post;
  replyingTo: number | null;
  editing: number | null;
  setReplyingTo: (id: number | null) => void;
  setEditing: (id: number | null) => void;
  onDelete: (comment: PostComment) => void;
  onReport: (comment: PostComment) => void;
}

function CommentItem({ node, actions }: { node: CommentNode; actions: ThreadActions }) {
  const { comment, depth } = node;
  const { post } = actions;
  const canReply = post.abilities.canComment && comment.abilities.canReply && depth < COMMUNITY_LIMITS.commentDepthMax;
  const menu: MenuProps['items'] = [];
  if (comment.abilities.canEdit) menu.push({ key: 'edit', icon: <EditOutlined />, label: COMMENT_TEXT.edit });
  if (comment.abilities.canReport) menu.push({ key: 'report', icon: <FlagOutlined />, label: COMMENT_TEXT.report });
  if (comment.abilities.canDelete)
    menu.push({ key: 'delete', icon: <DeleteOutlined />, label: COMMENT_TEXT.delete, danger: true });
  const isEditing = actions.editing === comment.id;

  return (
    <li className={styles.comment} data-testid="comment" data-depth={depth}>
      <div className={styles.commentRow}>
        <PersonAvatar person={comment.user} avatarUrl={comment.user?.avatarUrl} size={depth === 1 ? 36 : 30} />
        <div className={styles.commentMain}>
          <div className={styles.commentBubble}>
            <div className={styles.commentHead}>
              <span className={styles.postAuthor}>{fullName(comment.user)}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateMedium(comment.createdAt)}
                {comment.isEdited && ` · ${COMMENT_TEXT.edited}`}
              </Typography.Text>
              <span style={{ flex: 1 }} />
              {menu.length > 0 && !isEditing && (
                <Dropdown
                  trigger={['click']}
                  autoFocus
                  menu={{
                    items: menu,
                    onClick: ({ key }) => {
                      if (key === 'edit') actions.setEditing(comment.id);
                      if (key === 'delete') actions.onDelete(comment);
                      if (key === 'report') actions.onReport(comment);
                    },
                  }}
                >
                  <Button type="text" size="small" icon={<MoreOutlined />} aria-label="Comment actions" />
                </Dropdown>
              )}
            </div>
            {isEditing ? (
              <CommentComposer
                postId={post.id}
                comment={comment}
                onDone={() => actions.setEditing(null)}
                onCancel={() => actions.setEditing(null)}
                autoFocus
              />
            ) : (
              <>
                <RichText html={comment.body} className={styles.richText} />
                <AttachmentList attachments={comment.attachments} compact />
              </>
            )}
          </div>
          <div className={styles.commentActions}>
            <CommentLike postId={post.id} comment={comment} disabled={!comment.abilities.canInteract} />
            {canReply && (
              <Button
                type="text"
                size="small"
                onClick={() => actions.setReplyingTo(actions.replyingTo === comment.id ? null : comment.id)}
              >
                {COMMENT_TEXT.reply}
              </Button>
            )}
          </div>
          {actions.replyingTo === comment.id && (
            <CommentComposer
              postId={post.id}
              parentCommentId={comment.id}
              commentsCount={post.commentsCount}
              onDone={() => actions.setReplyingTo(null)}
              onCancel={() => actions.setReplyingTo(null)}
              autoFocus
              label={`${COMMENT_TEXT.reply} to ${fullName(comment.user)}`}
            />
          )}
          {node.children.length > 0 && (
            <ul className={styles.commentChildren}>
              {node.children.map((child) => (
                <CommentItem key={child.comment.id} node={child} actions={actions} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/** The comments card of a post: composer (or the closed note), the tree, dialogs. */
export function CommentThread({ post }: { post: Post }) {
  const comments = useComments(post.id);
  const queryClient = useQueryClient();
  const tree = useMemo(() => buildCommentTree(comments.data ?? []), [comments.data]);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [modal, holder] = Modal.useModal();

  const actions: ThreadActions = {
    post,
    replyingTo,
    editing,
    setReplyingTo,
    setEditing,
    onReport: (comment) => setReporting({ kind: 'comment', postId: post.id, commentId: comment.id }),
    onDelete: (comment) =>
      modal.confirm({
        title: COMMENT_TEXT.deleteConfirm,
        okText: COMMENT_TEXT.delete,
        okButtonProps: { danger: true },
        cancelText: COMMENT_TEXT.cancel,
        onOk: async () => {
          try {
            await deleteComment(post.id, comment.id);
            toastSuccess(COMMENT_TEXT.deleted);
            await queryClient.invalidateQueries({ queryKey: postKeys.comments(post.id) });
            void queryClient.invalidateQueries({ queryKey: postKeys.detail(post.id) });
          } catch (error) {
            notifyError({ title: COMMENT_TEXT.deleteFailed, description: errorMessage(error), durationSeconds: 4.5 });
          }
        },
      }),
  };

  const count = comments.data?.length ?? post.commentsCount;
  return (
    <Card
      variant="borderless"
      title={`${COMMENT_TEXT.comments} (${count})`}
      id="comments"
      className={styles.commentsCard}
    >
      {holder}
      {post.abilities.canComment ? (
        <CommentComposer postId={post.id} commentsCount={post.commentsCount} />
      ) : (
        post.isFrozen && <Typography.Paragraph type="secondary">{COMMENT_TEXT.closed}</Typography.Paragraph>
      )}
      <QueryStateBody
        query={comments}
        skeleton={<Loading avatar paragraph={{ rows: 3 }} />}
        isEmpty={() => tree.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={COMMENT_TEXT.noComments} />}
      >
        {() => (
          <ul className={styles.commentTree} aria-label={COMMENT_TEXT.comments}>
            {tree.map((node) => (
              <CommentItem key={node.comment.id} node={node} actions={actions} />
            ))}
          </ul>
        )}
      </QueryStateBody>
      <ReportDialog
        target={reporting}
        onClose={() => setReporting(null)}
        onReported={(target) => {
          if (target.kind !== 'comment') return;
          queryClient.setQueryData<PostComment[]>(postKeys.comments(post.id), (old) =>
            old?.map((c) =>
              c.id === target.commentId
                ? { ...c, isReported: true, abilities: { ...c.abilities, canReport: false } }
                : c,
            ),
          );
        }}
      />
    </Card>
  );
}
