/**
 * The post lists of a community's admin area (spec 02 §4): all posts with the status filter and
 * Close/Open, posts pending approval with Approve/Decline, archived posts with Publish.
 */
import { PostStatus } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { communityDetails, communityPost } from '../../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { type PostQueueKind, PostQueueView } from './PostQueueView';

const API = '/api/v1/admin/community/12/post';
const SET_STATUS = `${API}/:postId/set-status`;
type Post = ReturnType<typeof communityPost>;

/** Answers the community's details and `posts` (of `total`), recording the list requests. */
function answerPosts(posts: Post[], total = posts.length) {
  answer('get', '/api/v1/community/12', communityDetails());
  return captureRequests('get', API, { posts, totalItemCount: total });
}

function renderQueue(kind: PostQueueKind) {
  return renderWithProviders(<PostQueueView id={12} kind={kind} />);
}

const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;

describe('PostQueueView', () => {
  it('lists all posts with author, date, status and a link to the post, asking for page 1', async () => {
    const requests = answerPosts([
      communityPost({ isFrozen: true }),
      communityPost({ id: 42, title: 'Casts', user: null }),
    ]);
    renderQueue('all');
    expectLoading();
    const first = await row('Splinting tips');
    expect(within(first).getByText('Ada Lovelace · 1 Oct 2026')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Closed post')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(within(await row('Casts')).getByText('Former member · 1 Oct 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casts' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/hand-therapy\/posts\/42$/),
    );
    expect(requests[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it('says there are no posts yet', async () => {
    answerPosts([]);
    renderQueue('pending');
    expect(await screen.findByText('No posts yet', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Posts pending approval' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answerPosts([communityPost()]);
    failNextLoad(API);
    const { user } = renderQueue('all');
    await expectFailureThenRetry(user, { title: 'Error fetching post. Try again.', loaded: 'Splinting tips' });
  });

  it('asks for the next page, then for the chosen status from page 1', async () => {
    const requests = answerPosts([communityPost()], 25);
    const { user } = renderQueue('all');
    await row('Splinting tips');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '2', pageSize: '10' }));
    await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await user.click(await screen.findByTitle('Deleted'));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ page: '1', pageSize: '10', status: String(PostStatus.Deleted) }),
    );
  });

  it('approves and declines pending posts', async () => {
    const requests = answerPosts([communityPost({ status: PostStatus.WaitForApproval })]);
    const changes = captureRequests('post', SET_STATUS, communityPost());
    const { user } = renderQueue('pending');
    await user.click(within(await row('Splinting tips')).getByRole('button', { name: 'Approve' }));
    await expectToast('Post approved');
    await user.click(within(await row('Splinting tips')).getByRole('button', { name: 'Decline' }));
    await expectToast('Post declined');
    expect(requests[0].query).toEqual({ page: '1', pageSize: '10', status: String(PostStatus.WaitForApproval) });
    expect(changes.map((c) => [c.params.postId, c.body])).toEqual([
      ['41', { status: PostStatus.Published }],
      ['41', { status: PostStatus.Archived }],
    ]);
  });

  it('publishes an archived post', async () => {
    answerPosts([communityPost({ status: PostStatus.Archived })]);
    const changes = captureRequests('post', SET_STATUS, communityPost());
    const { user } = renderQueue('archived');
    await user.click(within(await row('Splinting tips')).getByRole('button', { name: 'Publish' }));
    await expectToast('Post published');
    expect(changes.map((c) => c.body)).toEqual([{ status: PostStatus.Published }]);
  });

  it('closes a post after confirming', async () => {
    answerPosts([communityPost()]);
    const changes = captureRequests('post', SET_STATUS, communityPost({ isFrozen: true }));
    const { user } = renderQueue('all');
    await user.click(within(await row('Splinting tips')).getByRole('button', { name: 'Close' }));
    // under test antd gives every title the id "test-id", so the dialog's name is not its title
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Close this post?Members will no longer be able to comment or interact.');
    await user.click(within(confirm).getByRole('button', { name: 'Close' }));
    await expectToast('Successfully saved');
    expect(changes.map((c) => c.body)).toEqual([{ isFrozen: true }]);
  });
});
