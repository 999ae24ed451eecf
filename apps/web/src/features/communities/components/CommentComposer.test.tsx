/** Write, reply to or edit a comment (spec 02 §5 Comment): the required body, the multipart payloads, the failure notices. */
import { COMMUNITY_MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorNotification } from '../../../test/feedback';
import { postComment } from '../../../test/fixtures/communities';
import { answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { COMMENT_TEXT } from '../constants';
import { CommentComposer, type CommentComposerProps } from './CommentComposer';

const API = '/api/v1/community/post/41/comment';

async function renderComposer(props: Partial<CommentComposerProps> = {}) {
  const onDone = vi.fn();
  const view = renderWithProviders(<CommentComposer postId={41} onDone={onDone} {...props} />);
  const editor = await screen.findByRole('textbox', { name: props.label ?? COMMENT_TEXT.writeComment });
  const send = (name: string = COMMENT_TEXT.send) => view.user.click(screen.getByRole('button', { name }));
  return { ...view, editor, send, onDone };
}

/** The multipart body's parts, files by name. */
const parts = (body: unknown) =>
  [...(body as FormData).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);

describe('CommentComposer', () => {
  it("refuses an empty comment with the spec's message and sends nothing", async () => {
    const posts = captureRequests('post', API, postComment());
    const { send, onDone } = await renderComposer();
    await send();
    expect(await screen.findByText(COMMUNITY_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('posts a reply as multipart with its parent and empties the editor', async () => {
    const posts = captureRequests('post', API, postComment({ id: 8, parentCommentId: 7, body: '<p>Agreed</p>' }));
    const { user, editor, send, onDone } = await renderComposer({ parentCommentId: 7 });
    await user.click(editor);
    await user.keyboard('Agreed');
    await send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts.map((p) => parts(p.body))).toEqual([
      [
        ['body', '<p>Agreed</p>'],
        ['parentCommentId', '7'],
      ],
    ]);
    // The reset mounts a fresh, empty editor.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: COMMENT_TEXT.writeComment })).not.toHaveTextContent('Agreed'),
    );
  });

  it('puts an edit with the kept body to the comment route', async () => {
    const puts = captureRequests('put', `${API}/7`, postComment({ body: '<p>Update: First!</p>', isEdited: true }));
    const { user, editor, send, onDone } = await renderComposer({ comment: postComment() });
    expect(editor).toHaveTextContent('First!');
    await user.click(editor);
    // The caret starts at the beginning of the kept text.
    await user.keyboard('Update: ');
    await send(COMMENT_TEXT.save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts.map((p) => parts(p.body))).toEqual([[['body', '<p>Update: First!</p>']]]);
  });

  it("names a failed comment with the spec's title and the server's reason, keeping the text", async () => {
    answerError('post', API, 403, { code: 'FORBIDDEN', message: 'This post is frozen' });
    const { user, editor, send, onDone } = await renderComposer();
    await user.click(editor);
    await user.keyboard('Hello');
    await send();
    await expectErrorNotification(COMMENT_TEXT.createFailed, 'This post is frozen');
    expect(editor).toHaveTextContent('Hello');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('names a failed edit with the edit wording', async () => {
    answerError('put', `${API}/7`, 409, { code: 'CONFLICT', message: 'The comment was deleted' });
    const { send } = await renderComposer({ comment: postComment() });
    await send(COMMENT_TEXT.save);
    await expectErrorNotification(COMMENT_TEXT.editFailed, 'The comment was deleted');
  });
});
