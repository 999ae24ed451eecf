/** A community's moderation log (issue 19): who did what, when and about whom; states and paging. */
import { ModerationLogResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ModerationLogView } from './ModerationLogView';

const API = '/api/v1/admin/community/12/moderation-log';
const actor = { id: null, firstName: 'Sam', lastName: 'Staff' };
const entry = (id: number, over: object = {}) => ({
  id,
  action: 'member.block',
  actor,
  postId: null,
  commentId: null,
  memberUserId: null,
  memberName: 'Grace Hopper',
  reason: 'Spam links',
  createdAt: '2026-10-01T01:30:00.000Z',
  ...over,
});
const log = (entries: ReturnType<typeof entry>[], totalItemCount = entries.length) =>
  fixture(ModerationLogResponseSchema, { entries, totalItemCount });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('ModerationLogView', () => {
  it('says who did what, when, about whom and why, asking for pages of 50', async () => {
    const requests = captureRequests(
      'get',
      API,
      log([
        entry(1),
        entry(2, { action: 'comment.delete', memberName: null, postId: 7, commentId: 9, reason: null }),
        entry(3, { action: 'post.approve', memberName: null, postId: 8, reason: null }),
        entry(4, { action: 'custom.thing', memberName: null, reason: null }),
      ]),
    );
    renderWithProviders(<ModerationLogView id={12} />);
    expectLoading();
    const blocked = await rowOf('Blacklisted a user');
    expect(within(blocked).getByText('Sam Staff')).toBeInTheDocument();
    expect(within(blocked).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(blocked).getByText('Spam links')).toBeInTheDocument();
    expect(within(blocked).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(within(await rowOf('Deleted a reported comment')).getByText('Comment 9 on post 7')).toBeInTheDocument();
    expect(within(await rowOf('Approved a post')).getByText('Post 8')).toBeInTheDocument();
    expect(screen.getByText('custom.thing')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '50' });
  });

  it('says there is no data', async () => {
    answer('get', API, log([]));
    renderWithProviders(<ModerationLogView id={12} />);
    expect(await screen.findByText('No data', { selector: 'div' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, log([entry(1)]));
    failNextLoad(API);
    const { user } = renderWithProviders(<ModerationLogView id={12} />);
    await expectFailureThenRetry(user, { loaded: 'Blacklisted a user' });
  });

  it('asks for the page chosen', async () => {
    const entries = Array.from({ length: 50 }, (_, i) => entry(i + 1, { memberName: `Member ${i + 1}` }));
    const requests = captureRequests('get', API, log(entries, 120));
    const { user } = renderWithProviders(<ModerationLogView id={12} />);
    await screen.findByText('Member 1');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '3', pageSize: '50' }));
  });
});
