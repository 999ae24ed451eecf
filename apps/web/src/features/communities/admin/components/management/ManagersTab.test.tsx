/** Communities management, Managers (spec 02 §2, §5, §6): rows, states, search, add with the warning, remove. */
import { AccountListResponseSchema, MANAGEMENT_MESSAGES, ManagerListResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../../test/feedback';
import { fixture } from '../../../../../test/fixtures';
import { currentAccount } from '../../../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../../test/list-state';
import { answer, captureRequests } from '../../../../../test/mock-api';
import { renderWithProviders } from '../../../../../test/render';
import { MANAGER_WARNING, ManagersTab } from './ManagersTab';

const API = '/api/v1/admin/account/admin';
const manager = { id: 'm1', email: 'grace@example.org', firstName: 'Grace', lastName: 'Hopper', role: 3 };
const managers = (admins: (typeof manager)[]) =>
  fixture(ManagerListResponseSchema, { admins, totalItemCount: admins.length });
const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('ManagersTab', () => {
  it('lists each manager by email and name, asking for role 3', async () => {
    const requests = captureRequests('get', API, managers([manager]));
    renderWithProviders(<ManagersTab />);
    expectLoading();
    expect(within(await rowOf('grace@example.org')).getByText('Grace Hopper')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ role: '3', page: '1', pageSize: '100' });
  });

  it("says there is no data in the table's own empty text", async () => {
    answer('get', API, managers([]));
    renderWithProviders(<ManagersTab />);
    expect(await screen.findByText('No data', { selector: 'td *, td' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, managers([manager]));
    failNextLoad(API);
    const { user } = renderWithProviders(<ManagersTab />);
    await expectFailureThenRetry(user, { title: 'Failed to load managers. Try again.', loaded: 'grace@example.org' });
  });

  it('sends the email searched for', async () => {
    const requests = captureRequests('get', API, managers([manager]));
    const { user } = renderWithProviders(<ManagersTab />);
    await rowOf('grace@example.org');
    await user.type(screen.getByRole('searchbox', { name: 'Search managers by email' }), 'grace');
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ role: '3', keyword: 'grace', page: '1', pageSize: '100' }),
    );
  });

  it('adds a manager found by search after the warning, asking for 3 letters first', async () => {
    answer('get', API, managers([]));
    const found = fixture(AccountListResponseSchema, {
      users: [currentAccount({ id: 'a2', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' })],
      totalItems: 1,
    });
    const searches = captureRequests('post', '/api/v1/account/search', found);
    const adds = captureRequests('post', API, { ...manager, id: 'a2', email: 'ada@example.org' });
    const { user } = renderWithProviders(<ManagersTab />);
    await user.click(await screen.findByRole('button', { name: /Add manager/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manager' });
    expect(within(dialog).getByText(MANAGER_WARNING)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    const search = within(dialog).getByRole('combobox', { name: 'User' });
    await user.type(search, 'ad');
    expect(await within(dialog).findByText(MANAGEMENT_MESSAGES.addManagerMinLetters)).toBeInTheDocument();
    await user.type(search, 'a');
    await user.click(await screen.findByTitle('Ada Lovelace (ada@example.org)'));
    expect(searches[0].body).toMatchObject({ keyword: 'ada' });
    answer('get', API, managers([{ ...manager, id: 'a2', email: 'ada@example.org' }]));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expectToast('Successfully saved');
    expect(adds.map((a) => a.body)).toEqual([{ userEmail: 'ada@example.org', role: 3 }]);
    expect(await rowOf('ada@example.org')).toBeInTheDocument();
  });

  it('removes a manager after confirming', async () => {
    answer('get', API, managers([manager]));
    const deletes = captureRequests('delete', API, { success: true });
    const { user } = renderWithProviders(<ManagersTab />);
    await user.click(
      within(await rowOf('grace@example.org')).getByRole('button', { name: 'Remove grace@example.org' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove grace@example.org as manager?' });
    answer('get', API, managers([]));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expectToast('Removed successfully!');
    expect(deletes.map((d) => d.query)).toEqual([{ userEmail: 'grace@example.org' }]);
    expect(await screen.findByText('No data', { selector: 'td *, td' })).toBeInTheDocument();
  });
});
