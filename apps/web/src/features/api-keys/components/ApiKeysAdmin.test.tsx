/**
 * API keys (issue 31): the list shows name, prefix, scopes, use and revocation (never a token); the
 * create dialog checks its fields, posts name and scopes, shows the key once with a copy button and
 * the warning; revoking asks first and posts to the key's revoke call.
 */
import { API_KEY_MESSAGES, type ApiKey } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { expectFailureThenRetry, failNextLoad } from '../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { API_KEYS_TEXT, ApiKeysAdmin } from './ApiKeysAdmin';

const API = '/api/v1/admin/api-keys';
const active: ApiKey = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Xero sync',
  prefix: 'mp_Ab12Cd',
  scopes: ['members:read', 'invoices:read'],
  createdAt: '2026-11-02T01:00:00.000Z',
  createdBy: 'grace@example.org',
  lastUsedAt: '2026-11-20T03:30:00.000Z',
  revokedAt: null,
};
const revoked: ApiKey = {
  ...active,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Old CRM',
  prefix: 'mp_Zz99Yy',
  scopes: ['events:read'],
  lastUsedAt: null,
  revokedAt: '2026-11-10T01:00:00.000Z',
};
const TOKEN = `mp_${'k'.repeat(43)}`;

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('ApiKeysAdmin', () => {
  it('lists each key with its prefix, scopes, creator, last use and revocation', async () => {
    answer('get', API, { data: [active, revoked] });
    renderWithProviders(<ApiKeysAdmin />);
    const row = await rowOf('Xero sync');
    expect(within(row).getByText('mp_Ab12Cd…')).toBeInTheDocument();
    expect(within(row).getByText('members:read')).toBeInTheDocument();
    expect(within(row).getByText('invoices:read')).toBeInTheDocument();
    expect(within(row).getByText('grace@example.org')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Revoke Xero sync' })).toBeInTheDocument();
    const old = await rowOf('Old CRM');
    expect(within(old).getByText(API_KEYS_TEXT.never)).toBeInTheDocument();
    expect(within(old).getByText(/^Revoked /)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says when there is no key, and loads again after a failure', async () => {
    answer('get', API, { data: [] });
    failNextLoad(API);
    const { user } = renderWithProviders(<ApiKeysAdmin />);
    await expectFailureThenRetry(user, { title: API_KEYS_TEXT.loadFailed, loaded: API_KEYS_TEXT.empty });
  });

  it('creates a key: checks the fields, posts name and scopes, shows the key once with a copy button', async () => {
    answer('get', API, { data: [] });
    const posts = captureRequests(
      'post',
      API,
      { data: { ...active, id: '33333333-3333-4333-8333-333333333333', lastUsedAt: null, token: TOKEN } },
      201,
    );
    const { user } = renderWithProviders(<ApiKeysAdmin />);
    await screen.findByText(API_KEYS_TEXT.empty);
    await user.click(screen.getByRole('button', { name: /Create key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(API_KEY_MESSAGES.scopesRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Xero sync ');
    await user.click(within(dialog).getByRole('checkbox', { name: /members:read/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /invoices:read/ }));
    answer('get', API, { data: [{ ...active, lastUsedAt: null }] });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(posts.map((p) => p.body)).toEqual([{ name: 'Xero sync', scopes: ['members:read', 'invoices:read'] }]);
    expect(within(shown).getByText(API_KEYS_TEXT.onceWarning)).toBeInTheDocument();
    expect(within(shown).getByRole('textbox', { name: 'New API key' })).toHaveValue(TOKEN);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(shown).getByRole('button', { name: /Copy key/ }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    await expectToast(API_KEYS_TEXT.copied);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the key, never the token.
    expect(await rowOf('Xero sync')).toBeInTheDocument();
    expect(screen.queryByText(TOKEN)).toBeNull();
  });

  it("shows the server's refusal of a name in use on the dialog", async () => {
    answer('get', API, { data: [active] });
    answerError('post', API, 409, { code: 'CONFLICT', message: API_KEY_MESSAGES.nameTaken });
    const { user } = renderWithProviders(<ApiKeysAdmin />);
    await rowOf('Xero sync');
    await user.click(screen.getByRole('button', { name: /Create key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Xero sync');
    await user.click(within(dialog).getByRole('checkbox', { name: /events:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expectToast(API_KEY_MESSAGES.nameTaken);
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    answer('get', API, { data: [active] });
    const revokes = captureRequests('post', `${API}/:id/revoke`, {
      data: { ...active, revokedAt: '2026-11-29T00:00:00.000Z' },
    });
    const { user } = renderWithProviders(<ApiKeysAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Xero sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Xero sync?' });
    expect(within(confirm).getByText(/stop working at once/)).toBeInTheDocument();
    answer('get', API, { data: [{ ...active, revokedAt: '2026-11-29T00:00:00.000Z' }] });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await expectToast(API_KEYS_TEXT.revoked);
    expect(revokes.map((r) => r.params.id)).toEqual([active.id]);
    expect(await within(await rowOf('Xero sync')).findByText(/^Revoked /)).toBeInTheDocument();
  });
});
