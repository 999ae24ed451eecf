/**
 * Reported posts (spec 02 §4): each post with its report count and reporters; Resolve, Deny,
 * Approve (archive after confirming) and Resolve all in discussion.
 */
import { PostStatus, ReportedPostListResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { fixture } from '../../../../test/fixtures';
import { adminReport as report, communityPost } from '../../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ReportedPostsView } from './ReportedPostsView';

const BASE = '/api/v1/admin/community/12/post';
const API = `${BASE}/report`;
const reported = {
  post: communityPost(),
  reports: [report(1, 'Ann', 1, 'Rude'), report(2, 'Bob', 2, 'Shows my address')],
};

function answerList(list: (typeof reported)[]) {
  const body = fixture(ReportedPostListResponseSchema, { reportedPosts: list, totalItemCount: list.length });
  return captureRequests('get', API, body);
}

/** Renders the view and opens the panel of the reported post. */
async function renderOpened() {
  const rendered = renderWithProviders(<ReportedPostsView id={12} />);
  await rendered.user.click(await screen.findByText('Splinting tips'));
  return rendered;
}

describe('ReportedPostsView', () => {
  it('shows each reported post with its count, reporters, reasons and content', async () => {
    const requests = answerList([reported]);
    const { user } = await renderOpened();
    expect(screen.getByText('2 reports')).toBeInTheDocument();
    expect(screen.getByText('Ann Member')).toBeInTheDocument();
    expect(screen.getByText('Inappropriate content · Rude · 2 Oct 2026')).toBeInTheDocument();
    expect(screen.getByText('Privacy content · Shows my address · 2 Oct 2026')).toBeInTheDocument();
    await user.click(screen.getByText('Show post'));
    expect(await screen.findByText('Use thermoplastic.')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '1000' });
  });

  it('shows the skeleton, then says there are no reports yet', async () => {
    answerList([]);
    renderWithProviders(<ReportedPostsView id={12} />);
    expectLoading();
    expect(await screen.findByText('No reports yet', { selector: 'div' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve all in discussion' })).not.toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answerList([reported]);
    failNextLoad(API);
    const { user } = renderWithProviders(<ReportedPostsView id={12} />);
    await expectFailureThenRetry(user, { title: 'Error fetching post. Try again.', loaded: 'Splinting tips' });
  });

  it('resolves, then denies, the reports of a post by their ids', async () => {
    answerList([reported]);
    const decisions = captureRequests('delete', API, { success: true });
    const { user } = await renderOpened();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await expectToast('Reports resolved');
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    await expectToast('Reports declined');
    expect(decisions.map((d) => d.body)).toEqual([
      { reportIds: [1, 2], isResolved: true },
      { reportIds: [1, 2], isResolved: false },
    ]);
  });

  it('says when a decision failed', async () => {
    answerList([reported]);
    answerError('delete', API, 409, { code: 'CONFLICT', message: 'Already decided' });
    const { user } = await renderOpened();
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    await expectToast('Failed to decline the report(s). Please try again later.');
  });

  it('archives the post as reported after confirming, and the list refreshes', async () => {
    answerList([reported]);
    const changes = captureRequests('post', `${BASE}/:postId/set-status`, communityPost());
    const { user } = await renderOpened();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Archive this post?');
    answerList([]);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await expectToast('Post archived');
    expect(changes.map((c) => [c.params.postId, c.body])).toEqual([
      ['41', { status: PostStatus.ArchivedDueToReported }],
    ]);
    expect(await screen.findByText('No reports yet', { selector: 'div' })).toBeInTheDocument();
  });

  it('resolves every report of every post in the discussion after confirming', async () => {
    const second = { post: communityPost({ id: 42, title: 'Casts' }), reports: [report(5, 'Cy', 3, 'Cross-post')] };
    answerList([reported, second]);
    const decisions = captureRequests('delete', API, { success: true });
    const { user } = renderWithProviders(<ReportedPostsView id={12} />);
    expect(await screen.findByText('1 report')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolve all in discussion' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Resolve all' }));
    await waitFor(() => expect(decisions.map((d) => d.body)).toEqual([{ reportIds: [1, 2, 5], isResolved: true }]));
  });
});
