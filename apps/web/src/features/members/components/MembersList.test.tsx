/** /admin/users (issue 23): rows from the answer, empty and error states, filters and pages in the query. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberList, memberRow, memberSegments } from '../../../test/fixtures/members';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TEXT } from '../constants';
import { MembersList } from './MembersList';

const API = '/api/v1/admin/members';

function renderList(route = '/admin/users') {
  answer('get', '/api/segment/all', memberSegments);
  return renderWithProviders(<MembersList />, { route, path: '/admin/users' });
}

describe('MembersList', () => {
  it('renders a row per member with number, segments, status and last sign-in', async () => {
    const requests = captureRequests('get', API, memberList([memberRow()]));
    renderList();
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/admin/users/0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('ada@example.org')).toBeInTheDocument();
    expect(within(row).getByText('M-1001')).toBeInTheDocument();
    expect(within(row).getByText('Board')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', size: '20' });
  });

  it('says there are no members yet, or none matching a filter', async () => {
    answer('get', API, memberList([]));
    const first = renderList();
    expect(await screen.findByText(TEXT.none)).toBeInTheDocument();
    first.unmount();
    renderList('/admin/users?q=zzz');
    expect(await screen.findByText(TEXT.noMatch)).toBeInTheDocument();
  });

  it('shows the failure with the server message and loads again on retry', async () => {
    answer('get', API, memberList([memberRow()]));
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'You may not see members' }, { once: true });
    const { user } = renderList();
    expect(await screen.findByText(TEXT.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('You may not see members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('sends the status filter and the search from the address', async () => {
    const requests = captureRequests('get', API, memberList([memberRow()]));
    const { user } = renderList('/admin/users?q=ada');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(requests[0].query).toEqual({ search: 'ada', page: '1', size: '20' });

    await user.click(screen.getByRole('combobox', { name: TEXT.status }));
    await user.click(await screen.findByTitle('Lapsed'));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ search: 'ada', status: 'Lapsed', page: '1', size: '20' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?q=ada&status=Lapsed');
  });

  it('asks for the next page when paging', async () => {
    const rows = Array.from({ length: 20 }, (_, i) =>
      memberRow({ id: `0b9a3c7e-5d1f-4a2b-9c8d-${String(i).padStart(12, '0')}`, firstName: `Member${i}` }),
    );
    const requests = captureRequests('get', API, memberList(rows, 45));
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Member0 Lovelace' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '2', size: '20' }));
  });
});
