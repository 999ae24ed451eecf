/**
 * Write or edit a comment (spec 02 §5 Comment: not empty; only blockquote, lists and paragraphs;
 * up to 10 attachments). Failures show "Error creating comment. Try again." / "Error editing
 * comment. Try again." with the server's message.
 */
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notifyError } from '../../../lib/feedback';
import { createComment, type PostComment, updateComment } from '../api/comments';
import { postKeys } from '../api/keys';
import { patchPostInCaches } from '../api/posts';
import { COMMENT_TEXT } from '../constants';
import { isRichTextEmpty } from '../../../components/rich-text';
import { EMPTY_FILES, FileListInput, type FileListValue } from './FileListInput';
import { HtmlEditor } from './HtmlEditor';
import styles from './communities.module.css';

interface CommentForm {
  body: string;
  files: FileListValue;
}

export interface CommentComposerProps {
  postId: number;
  /** Reply to this comment. */
  parentCommentId?: number | null;
  /** Edit this comment. */
  comment?: PostComment;
  commentsCount?: number;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  label?: string;
}

/** The form; clears itself after a new comment is posted. */
export function CommentComposer({
  postId,
  parentCommentId,
  comment,
  commentsCount,
  onDone,
  onCancel,
  autoFocus,
  label = COMMENT_TEXT.writeComment,
}: CommentComposerProps) {
  const [form] = Form.useForm<CommentForm>();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  async function handleFinish(values: CommentForm) {
    const files = values.files ?? EMPTY_FILES;
    setSending(true);
    try {
      if (comment) {
        const saved = await updateComment(postId, comment.id, {
          body: values.body,
          attachmentsUrls: files.removed,
          files: files.added,
        });
        queryClient.setQueryData<PostComment[]>(postKeys.comments(postId), (old) =>
          old?.map((c) => (c.id === saved.id ? saved : c)),
        );
      } else {
        const saved = await createComment(postId, { body: values.body, parentCommentId, files: files.added });
        queryClient.setQueryData<PostComment[]>(postKeys.comments(postId), (old) => (old ? [...old, saved] : [saved]));
        if (commentsCount !== undefined) patchPostInCaches(queryClient, postId, { commentsCount: commentsCount + 1 });
        form.resetFields();
      }
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
      onDone?.();
    } catch (error) {
      notifyError({
        title: comment ? COMMENT_TEXT.editFailed : COMMENT_TEXT.createFailed,
        description: errorMessage(error),
        durationSeconds: 4.5,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form<CommentForm>
      form={form}
      className={styles.commentForm}
      initialValues={{
        body: comment?.body ?? '',
        files: comment ? { existing: comment.attachments, removed: [], added: [] } : EMPTY_FILES,
      }}
      onFinish={handleFinish}
    >
      <Form.Item
        name="body"
        style={{ marginBottom: 8 }}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isRichTextEmpty(value)
                ? Promise.reject(new Error(COMMUNITY_MESSAGES.commentRequired))
                : Promise.resolve(),
          },
        ]}
      >
        <HtmlEditor variant="comment" aria-label={label} placeholder={label} autoFocus={autoFocus} />
      </Form.Item>
      <div className={styles.commentFormActions}>
        <Form.Item name="files" noStyle>
          <FileListInput max={COMMUNITY_LIMITS.commentFilesMax} label={COMMENT_TEXT.attach} compact unlabelledField />
        </Form.Item>
        <span style={{ flex: 1 }} />
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {COMMENT_TEXT.cancel}
          </Button>
        )}
        <Button size="small" type="primary" htmlType="submit" loading={sending}>
          {comment ? COMMENT_TEXT.save : COMMENT_TEXT.send}
        </Button>
      </div>
    </Form>
  );
}
