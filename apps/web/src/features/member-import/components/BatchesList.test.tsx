/** Past member imports (issue 23): rows, states, paging, a batch's members, and undo. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { IMPORT_BATCH_ID, importBatch, importBatchList, importBatchRows } from '../../../test/fixtures/member-import';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TEXT } from '../constants';
import { BatchesList } from './BatchesList';

const API = '/api/v1/admin/member-imports';
const BATCH_ID = IMPORT_BATCH_ID;

const batch = importBatch;
const list = importBatchList;
const rowsOf = importBatchRows;

const fileRow = async (name = 'october.csv') => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('BatchesList', () => {
  it('lists each import with when, who and its counts, asking for the first page of 10', async () => {
    const requests = captureRequests('get', API, list([batch()]));
    renderWithProviders(<BatchesList />);
    expectLoading();
    const row = await fileRow();
    expect(row).toHaveTextContent('Thu 1 Oct 2026, 11:30 am · staff@example.org');
    expect(within(row).getByText('3 created · 1 updated · 1 refused')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `${TEXT.undo} october.csv` })).toBeEnabled();
    expect(requests[0].query).toEqual({ page: '1', size: '10' });
  });

  it('says there are no imports yet', async () => {
    answer('get', API, list([]));
    renderWithProviders(<BatchesList />);
    expect(await screen.findByText(TEXT.pastEmpty)).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, list([batch()]));
    failNextLoad(API);
    const { user } = renderWithProviders(<BatchesList />);
    await expectFailureThenRetry(user, { title: TEXT.loadFailed, retry: TEXT.retry, loaded: 'october.csv' });
  });

  it('shows an undone import as undone and a blocked one disabled', async () => {
    answer(
      'get',
      API,
      list([
        batch({ undoneAt: '2026-10-02T00:00:00.000Z', undoneByEmail: 'staff@example.org', canUndo: false }),
        batch({ id: 'b2', filename: 'november.csv', canUndo: false, undoBlockedReason: 'A member has signed in' }),
      ]),
    );
    renderWithProviders(<BatchesList />);
    expect(within(await fileRow()).getByText(TEXT.undone)).toBeInTheDocument();
    expect(within(await fileRow('november.csv')).getByRole('button', { name: TEXT.undo })).toBeDisabled();
  });

  it('asks for the page chosen', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => batch({ id: `b${i}`, filename: `file-${i}.csv` }));
    const requests = captureRequests('get', API, list(rows, 25));
    const { user } = renderWithProviders(<BatchesList />);
    await fileRow('file-0.csv');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '3', size: '10' }));
  });

  it("opens an import's members with the reasons a row was refused", async () => {
    answer('get', API, list([batch()]));
    const rowRequests = captureRequests('get', `${API}/:id/rows`, rowsOf);
    const { user } = renderWithProviders(<BatchesList />);
    await user.click(within(await fileRow()).getByRole('button', { name: /expand/i }));
    const members = await screen.findByRole('table', { name: TEXT.membersOfImport });
    expect(await within(members).findByText('Ada Lovelace')).toBeInTheDocument();
    const refused = within(members).getByText('Bad Row').closest('tr') as HTMLElement;
    expect(within(refused).getByText('Email is invalid; No name')).toBeInTheDocument();
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(rowRequests.map((r) => [r.params.id, r.query])).toEqual([[BATCH_ID, { page: '1', size: '10' }]]);
  });

  it("shows the failure of an import's members and loads them again on retry", async () => {
    answer('get', API, list([batch()]));
    answer('get', `${API}/:id/rows`, rowsOf);
    failNextLoad(`${API}/:id/rows`);
    const { user } = renderWithProviders(<BatchesList />);
    await user.click(within(await fileRow()).getByRole('button', { name: /expand/i }));
    await expectFailureThenRetry(user, { title: TEXT.loadFailed, retry: TEXT.retry, loaded: 'Ada Lovelace' });
  });

  it('undoes an import after confirming and shows it undone', async () => {
    answer('get', API, list([batch()]));
    const undone = batch({ undoneAt: '2026-10-02T00:00:00.000Z', undoneByEmail: 'staff@example.org', canUndo: false });
    const undos = captureRequests('post', `${API}/:id/undo`, { data: undone });
    const { user } = renderWithProviders(<BatchesList />);
    await user.click(within(await fileRow()).getByRole('button', { name: `${TEXT.undo} october.csv` }));
    expect(await screen.findByText(TEXT.undoConfirmText({ create: 3, update: 1 }))).toBeInTheDocument();
    answer('get', API, list([undone]));
    await user.click(screen.getByRole('button', { name: TEXT.undo }));
    await expectToast(TEXT.undoDone);
    expect(undos.map((u) => u.params.id)).toEqual([BATCH_ID]);
    expect(await within(await fileRow()).findByText(TEXT.undone)).toBeInTheDocument();
  });
});
