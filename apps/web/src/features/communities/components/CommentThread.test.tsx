/**
 * The comment tree of a post (spec 02 §2 post details: depth 3; §3 the "edited" marker; §6 who may
 * reply, edit, delete or report): the nested list with its count, the empty, failure and closed
 * states, a reply's payload, delete behind a confirmation (and its failure), and a debounced like.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { communityPost, postComment } from '../../../test/fixtures/communities';
import { expectFailureThenRetry, failNextLoad } from '../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { COMMENT_TEXT } from '../constants';
import { CommentThread } from './CommentThread';

const API = '/api/v1/community/post/41/comment';
const first = postComment();
const reply = postComment({
  id: 8,
  parentCommentId: 7,
  depth: 1,
  body: '<p>Agreed</p>',
  isEdited: true,
  abilities: { canEdit: false, canDelete: false, canReply: true, canReport: true, canInteract: true },
});
const thread = (...comments: ReturnType<typeof postComment>[]) => ({ comments, totalItemCount: comments.length });

function renderThread(post = communityPost({ commentsCount: 2 })) {
  return renderWithProviders(<CommentThread post={post} />);
}
const itemOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('CommentThread', () => {
  it('shows the replies under their comment with the count and the edited marker', async () => {
    const gets = captureRequests('get', API, thread(first, reply));
    renderThread();
    const parent = await itemOf('First!');
    expect(parent).toHaveAttribute('data-depth', '1');
    const child = within(parent).getByText('Agreed').closest('li') as HTMLElement;
    expect(child).toHaveAttribute('data-depth', '2');
    expect(within(child).getByText(/edited/)).toBeInTheDocument();
    expect(screen.getByText(`${COMMENT_TEXT.comments} (2)`)).toBeInTheDocument();
    expect(gets[0].query).toEqual({ page: '1', pageSize: expect.any(String) });
  });

  it('says there are no comments yet, and loads again after a failure', async () => {
    answer('get', API, thread());
    const empty = renderThread();
    expect(await screen.findByText(COMMENT_TEXT.noComments)).toBeInTheDocument();
    empty.unmount();
    answer('get', API, thread(first));
    failNextLoad(API);
    const { user } = renderThread();
    await expectFailureThenRetry(user, { loaded: 'First!' });
  });

  it('says a closed post takes no comments and offers no reply', async () => {
    answer('get', API, thread(first));
    renderThread(
      communityPost({
        isFrozen: true,
        abilities: { ...communityPost().abilities, canComment: false },
      }),
    );
    await itemOf('First!');
    expect(screen.getByText(COMMENT_TEXT.closed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: COMMENT_TEXT.writeComment })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMMENT_TEXT.reply })).not.toBeInTheDocument();
  });

  it("posts a reply with its parent from the comment's own composer", async () => {
    answer('get', API, thread(first));
    const posts = captureRequests('post', API, reply);
    const { user } = renderThread();
    const item = await itemOf('First!');
    await user.click(within(item).getByRole('button', { name: COMMENT_TEXT.reply }));
    const composer = await within(item).findByRole('textbox', { name: 'Reply to Ada Lovelace' });
    await user.click(composer);
    await user.keyboard('Agreed');
    await user.click(within(item).getByRole('button', { name: COMMENT_TEXT.send }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0].body as FormData;
    expect([body.get('body'), body.get('parentCommentId')]).toEqual(['<p>Agreed</p>', '7']);
    await waitFor(() =>
      expect(within(item).queryByRole('textbox', { name: 'Reply to Ada Lovelace' })).not.toBeInTheDocument(),
    );
  });

  it('deletes a comment after the confirmation, and names a failed delete', async () => {
    answer('get', API, thread(first));
    const deletes = captureRequests('delete', `${API}/7`);
    const { user } = renderThread();
    const openDelete = async () => {
      await user.click(within(await itemOf('First!')).getByRole('button', { name: 'Comment actions' }));
      await user.click(await screen.findByRole('menuitem', { name: new RegExp(COMMENT_TEXT.delete) }));
      const [title] = await screen.findAllByText(COMMENT_TEXT.deleteConfirm);
      await user.click(
        within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: COMMENT_TEXT.delete }),
      );
    };
    await openDelete();
    await expectToast(COMMENT_TEXT.deleted);
    expect(deletes).toHaveLength(1);

    answerError('delete', `${API}/7`, 403, { code: 'FORBIDDEN', message: 'Only the author may delete it' });
    await openDelete();
    await expectErrorNotification(COMMENT_TEXT.deleteFailed, 'Only the author may delete it');
  });

  it('offers report, not edit or delete, on a comment by someone else', async () => {
    answer('get', API, thread(first, reply));
    const { user } = renderThread();
    const child = (await screen.findByText('Agreed')).closest('li') as HTMLElement;
    await user.click(within(child).getByRole('button', { name: 'Comment actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([COMMENT_TEXT.report]);
  });

  it('sends one like once the clicks settle and shows the new count', async () => {
    answer('get', API, thread(first));
    const likes = captureRequests('post', `${API}/7/like`, { id: 7, isLiked: true, likesCount: 1 });
    const { user } = renderThread();
    const item = await itemOf('First!');
    await user.click(within(item).getByRole('button', { name: 'Like comment, 0' }));
    expect(within(item).getByRole('button', { name: 'Unlike comment, 1' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(likes).toHaveLength(1));
  });
});
