/** Server values (spec 02 §7 admin/server-values): rows, states, keyword search, add, edit and delete. */
import { SERVER_VALUE_KEYS, SERVER_VALUE_MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ServerValuesAdmin } from './ServerValuesAdmin';

const API = '/api/v1/admin/server-values';
const support = { key: SERVER_VALUE_KEYS.supportEmail, value: 'help@example.org' };
const banner = { key: 'home.banner', value: 'Welcome back' };

const rowOf = async (key: string) => (await screen.findByText(key)).closest('tr') as HTMLElement;

async function chooseAction(user: ReturnType<typeof renderWithProviders>['user'], key: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions: ${key}` }));
  await user.click(await screen.findByText(action));
}

describe('ServerValuesAdmin', () => {
  it('lists each key with its value and what a known key changes', async () => {
    const requests = captureRequests('get', API, { serverValues: [support, banner] });
    renderWithProviders(<ServerValuesAdmin />);
    expectLoading();
    const row = await rowOf(support.key);
    expect(within(row).getByText('help@example.org')).toBeInTheDocument();
    expect(within(row).getByText('Support email shown in the footer and on the contact page')).toBeInTheDocument();
    // Issue 32: the key the product reads shows by name, the raw key beneath it.
    expect(within(row).getByText('Support email')).toBeInTheDocument();
    expect(within(await rowOf('home.banner')).getByText('Welcome back')).toBeInTheDocument();
    expect(requests[0].query).toEqual({});
  });

  it('says what setting a value does when none is set, and that nothing matches a search', async () => {
    const requests = captureRequests('get', API, { serverValues: [] });
    const { user } = renderWithProviders(<ServerValuesAdmin />);
    expect(await screen.findByText(/No server values are set: the portal uses/)).toBeInTheDocument();
    expect(screen.queryByText('No data', { selector: 'div' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search by key or value' }), 'banner{Enter}');
    expect(await screen.findByText('No values match your search')).toBeInTheDocument();
    expect(requests.at(-1)?.query).toEqual({ keyword: 'banner' });
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, { serverValues: [banner] });
    failNextLoad(API);
    const { user } = renderWithProviders(<ServerValuesAdmin />);
    await expectFailureThenRetry(user, { title: 'Failed to load server values. Try again.', loaded: 'home.banner' });
  });

  it('adds a value: checks the fields, posts the trimmed value, and lists it', async () => {
    answer('get', API, { serverValues: [] });
    const posts = captureRequests('post', API, { key: 'home.banner', value: 'Welcome back' });
    const { user } = renderWithProviders(<ServerValuesAdmin />);
    await screen.findByText(/No server values are set/);
    await user.click(screen.getAllByRole('button', { name: /Add value/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add server value' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SERVER_VALUE_MESSAGES.keyRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(SERVER_VALUE_MESSAGES.valueRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'bad key!');
    expect(await within(dialog).findByText(SERVER_VALUE_MESSAGES.keyInvalid)).toBeInTheDocument();

    answer('get', API, { serverValues: [banner] });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Key' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'home.banner');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Welcome back  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([{ key: 'home.banner', value: 'Welcome back' }]);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });

  it('edits a value with PUT under its fixed key', async () => {
    answer('get', API, { serverValues: [banner] });
    const puts = captureRequests('put', API, { key: 'home.banner', value: 'Hello again' });
    const { user } = renderWithProviders(<ServerValuesAdmin />);
    await chooseAction(user, 'home.banner', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit server value' });
    expect(within(dialog).getByRole('textbox', { name: 'Key' })).toBeDisabled();
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.type(value, 'Hello again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ key: 'home.banner', value: 'Hello again' }]);
  });

  it('deletes a value by key after confirming, and the list refreshes', async () => {
    answer('get', API, { serverValues: [support, banner] });
    const deletes = captureRequests('delete', API, { success: true });
    const { user } = renderWithProviders(<ServerValuesAdmin />);
    await chooseAction(user, support.key, 'Delete');
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('The portal goes back to its default for this setting.')).toBeInTheDocument();
    answer('get', API, { serverValues: [banner] });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Removed successfully!');
    expect(deletes.map((d) => d.query)).toEqual([{ key: support.key }]);
    await waitFor(() => expect(screen.queryByText('help@example.org')).not.toBeInTheDocument());
  });
});
