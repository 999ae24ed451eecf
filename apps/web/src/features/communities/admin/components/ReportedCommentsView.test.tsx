/** Reported comments (spec 02 §4): each comment with its reports, states, Approve (delete) and Deny. */
import { ReportedCommentListResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { fixture } from '../../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ReportedCommentsView } from './ReportedCommentsView';

const BASE = '/api/v1/admin/community/12';
const API = `${BASE}/comment/report`;
const report = (id: number, firstName: string, reason: string) => ({
  id,
  userId: `u${id}`,
  firstName,
  lastName: 'Member',
  type: 1,
  reason,
  createdAt: '2026-10-02T00:00:00.000Z',
});
const comment = {
  id: 31,
  postId: 7,
  postTitle: 'Splinting tips',
  body: '<p>Buy my course</p>',
  createdAt: '2026-10-01T01:30:00.000Z',
  user: { id: null, firstName: 'Grace', lastName: 'Hopper' },
  reports: [report(1, 'Ann', 'Spam'), report(2, 'Bob', 'Advertising')],
};
const answerList = (comments: (typeof comment)[]) =>
  answer(
    'get',
    API,
    fixture(ReportedCommentListResponseSchema, { postComments: comments, totalItemCount: comments.length }),
  );
const card = async () =>
  (await screen.findByText('Grace Hopper on "Splinting tips"')).closest('.ant-card') as HTMLElement;

describe('ReportedCommentsView', () => {
  it('shows each reported comment with its author, post, text and every report', async () => {
    const requests = captureRequests('get', API, { postComments: [comment], totalItemCount: 1 });
    renderWithProviders(<ReportedCommentsView id={12} />);
    expectLoading();
    const found = await card();
    expect(within(found).getByText('Buy my course')).toBeInTheDocument();
    expect(within(found).getByText('2 report(s)')).toBeInTheDocument();
    expect(within(found).getByText('Ann Member: Spam')).toBeInTheDocument();
    expect(within(found).getByText('Bob Member: Advertising')).toBeInTheDocument();
    expect(within(found).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '1000' });
  });

  it('says there are no reports yet', async () => {
    answerList([]);
    renderWithProviders(<ReportedCommentsView id={12} />);
    expect(await screen.findByText('No reports yet', { selector: 'div' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answerList([comment]);
    failNextLoad(API);
    const { user } = renderWithProviders(<ReportedCommentsView id={12} />);
    await expectFailureThenRetry(user, { title: 'Error fetching post. Try again.', loaded: 'Buy my course' });
  });

  it('approves a report by deleting the comment after confirming, and the list refreshes', async () => {
    answerList([comment]);
    const deletes = captureRequests('delete', `${BASE}/comment/:commentId`, { success: true });
    const { user } = renderWithProviders(<ReportedCommentsView id={12} />);
    await user.click(within(await card()).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    answerList([]);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await expectToast('Removed successfully!');
    expect(deletes.map((d) => d.params.commentId)).toEqual(['31']);
    expect(await screen.findByText('No reports yet', { selector: 'div' })).toBeInTheDocument();
  });

  it('denies the reports of a comment, sending their ids as not resolved', async () => {
    answerList([comment]);
    const declines = captureRequests('delete', `${BASE}/post/report`, { success: true });
    const { user } = renderWithProviders(<ReportedCommentsView id={12} />);
    await user.click(within(await card()).getByRole('button', { name: 'Deny' }));
    await expectToast('Reports declined');
    expect(declines.map((d) => d.body)).toEqual([{ reportIds: [1, 2], isResolved: false }]);
  });

  it('says when denying failed', async () => {
    answerList([comment]);
    answerError('delete', `${BASE}/post/report`, 409, { code: 'CONFLICT', message: 'Already decided' });
    const { user } = renderWithProviders(<ReportedCommentsView id={12} />);
    await user.click(within(await card()).getByRole('button', { name: 'Deny' }));
    await expectToast('Failed to decline the report(s). Please try again later.');
    await waitFor(() =>
      expect(
        within(screen.getByText('Buy my course').closest('.ant-card') as HTMLElement).getByRole('button', {
          name: 'Deny',
        }),
      ).toBeEnabled(),
    );
  });
});
