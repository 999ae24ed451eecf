/** The add / edit server value dialog (spec 02 §7 admin/server-values; issue 20): key rules, payloads, 409 and 500. */
import { SERVER_VALUE_MESSAGES, ServerValueSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../test/render';
import { ServerValuesAdmin } from './ServerValuesAdmin';

const API = '/api/v1/admin/server-values';
const support = fixture(ServerValueSchema, {
  key: 'support.email',
  value: 'help@example.org',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

/** Renders the screen on one stored value and opens the add dialog (or the edit dialog of `support.email`). */
async function openDialog(mode: 'add' | 'edit') {
  answer('get', API, { serverValues: [support] });
  const view = renderWithProviders(<ServerValuesAdmin />);
  if (mode === 'add') await view.user.click(screen.getByRole('button', { name: /Add value/ }));
  else {
    await view.user.click(await screen.findByRole('button', { name: 'Actions: support.email' }));
    await view.user.click(await screen.findByText('Edit'));
  }
  const dialog = await screen.findByRole('dialog');
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...view, dialog, save };
}

describe('Server value dialog', () => {
  it("shows the spec's messages for an empty key and value and sends nothing", async () => {
    const posts = captureRequests('post', API, support);
    const { save, dialog } = await openDialog('add');
    expect(within(dialog).getByText('Add server value')).toBeInTheDocument();
    await save();
    expect(await screen.findByText(SERVER_VALUE_MESSAGES.keyRequired)).toBeInTheDocument();
    expect(screen.getByText(SERVER_VALUE_MESSAGES.valueRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a key with capitals or spaces and a value over 2000 characters', async () => {
    const { user, save } = await openDialog('add');
    await pasteInto(user, screen.getByLabelText('Key'), 'Support Email');
    await pasteInto(user, screen.getByLabelText('Value'), 'x'.repeat(2001));
    await save();
    expect(await screen.findByText(SERVER_VALUE_MESSAGES.keyInvalid)).toBeInTheDocument();
    expect(await screen.findByText(SERVER_VALUE_MESSAGES.valueTooLong)).toBeInTheDocument();
  });

  it('posts a new key and value, trimmed, then closes', async () => {
    const posts = captureRequests('post', API, { ...support, key: 'contact.recipient' });
    const { user, save } = await openDialog('add');
    await pasteInto(user, screen.getByLabelText('Key'), 'contact.recipient');
    await pasteInto(user, screen.getByLabelText('Value'), '  enquiries@example.org ');
    await save();
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([{ key: 'contact.recipient', value: 'enquiries@example.org' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts an edited value under its locked key', async () => {
    const puts = captureRequests('put', API, { ...support, value: 'support@example.org' });
    const { user, save, dialog } = await openDialog('edit');
    expect(within(dialog).getByText('Edit server value')).toBeInTheDocument();
    expect(screen.getByLabelText('Key')).toBeDisabled();
    await user.clear(screen.getByLabelText('Value'));
    await pasteInto(user, screen.getByLabelText('Value'), 'support@example.org');
    await save();
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ key: 'support.email', value: 'support@example.org' }]);
  });

  it("toasts a 409's message and keeps the dialog open", async () => {
    answerError('post', API, 409, { code: 'CONFLICT', message: SERVER_VALUE_MESSAGES.exists });
    const { user, save } = await openDialog('add');
    await pasteInto(user, screen.getByLabelText('Key'), 'support.email');
    await pasteInto(user, screen.getByLabelText('Value'), 'other@example.org');
    await save();
    await expectToast(SERVER_VALUE_MESSAGES.exists);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("toasts a 400's reason for an email key", async () => {
    answerError('put', API, 400, { code: 'VALIDATION_ERROR', message: SERVER_VALUE_MESSAGES.emailInvalid });
    const { user, save } = await openDialog('edit');
    await user.clear(screen.getByLabelText('Value'));
    await pasteInto(user, screen.getByLabelText('Value'), 'not-an-email');
    await save();
    await expectToast(SERVER_VALUE_MESSAGES.emailInvalid);
  });

  it('leaves a 500 to the error notification, dialog open', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Settings store unavailable' });
    const { user, save } = await openDialog('add');
    await pasteInto(user, screen.getByLabelText('Key'), 'feature.flag');
    await pasteInto(user, screen.getByLabelText('Value'), 'on');
    await save();
    await expectErrorNotification('Settings store unavailable');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
