/**
 * Communities management, Global Terms and Conditions (spec 02 §2, §3, §5 "Content cannot be
 * empty."): the terms or the empty text, loading and failure with retry, and saving from the dialog.
 */
import { GlobalTermsResponseSchema, MANAGEMENT_MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../../test/feedback';
import { fixture } from '../../../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../../test/mock-api';
import { renderWithProviders, waitForDialogOpened } from '../../../../../test/render';
import { GlobalTermsTab } from './GlobalTermsTab';

const API = '/api/v1/admin/community/global-tc';
const TERMS = '<p>Be kind to each other.</p>';
const terms = (value: string | null) => fixture(GlobalTermsResponseSchema, { terms: value ? { id: 1, value } : null });

/** Renders the tab and opens the edit dialog once the terms have loaded. */
async function openEditor() {
  const rendered = renderWithProviders(<GlobalTermsTab />);
  await rendered.user.click(await screen.findByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  return { ...rendered, dialog };
}

describe('GlobalTermsTab', () => {
  it('shows the saved terms once loaded', async () => {
    answer('get', API, terms(TERMS));
    renderWithProviders(<GlobalTermsTab />);
    expectLoading();
    expect(await screen.findByText('Be kind to each other.')).toBeInTheDocument();
  });

  it('says when no terms have been added yet', async () => {
    answer('get', API, terms(null));
    renderWithProviders(<GlobalTermsTab />);
    expect(await screen.findByText('No terms and conditions have been added yet.')).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, terms(TERMS));
    failNextLoad(API);
    const { user } = renderWithProviders(<GlobalTermsTab />);
    await expectFailureThenRetry(user, { title: 'Failed to load agreement', loaded: 'Be kind to each other.' });
  });

  it('refuses to save empty terms and sends nothing', async () => {
    answer('get', API, terms(null));
    const saves = captureRequests('put', API, terms(TERMS));
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MANAGEMENT_MESSAGES.globalTcRequired)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('saves the terms of the dialog and shows them', async () => {
    answer('get', API, terms(TERMS));
    const saves = captureRequests('put', API, terms(TERMS));
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Agreement saved successfully.');
    expect(saves.map((s) => s.body)).toEqual([{ value: TERMS }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when saving failed', async () => {
    answer('get', API, terms(TERMS));
    answerError('put', API, 409, { code: 'CONFLICT', message: 'Changed meanwhile' });
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save agreement. Changed meanwhile');
  });
});
