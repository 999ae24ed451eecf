/**
 * The terms step of joining (spec 02 §2 Join flow: the terms open first and "I accept" must be
 * ticked): the community's agreement, Continue only once accepted, and the load failure with retry.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerError } from '../../../test/mock-api';
import { renderWithProviders, waitForDialogOpened } from '../../../test/render';
import { JOIN_TEXT } from '../constants';
import { TermsModal } from './TermsModal';

const API = '/api/v1/community/12/terms';
const terms = { id: 12, isRequireAgreement: true, agreement: '<p>Keep patient details private.</p>' };

async function renderTerms() {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <TermsModal
      communityId={12}
      communityName="Hand therapy"
      open
      busy={false}
      onAccept={onAccept}
      onCancel={onCancel}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const proceed = () => within(dialog).getByRole('button', { name: JOIN_TEXT.continue });
  return { ...view, dialog, proceed, onAccept, onCancel };
}

describe('TermsModal', () => {
  it("shows the community's agreement and continues only once 'I accept' is ticked", async () => {
    answer('get', API, terms);
    const { user, dialog, proceed, onAccept } = await renderTerms();
    expect(within(dialog).getByText(`${JOIN_TEXT.termsTitle}: Hand therapy`)).toBeInTheDocument();
    expect(await within(dialog).findByText('Keep patient details private.')).toBeInTheDocument();
    expect(proceed()).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: JOIN_TEXT.iAccept }));
    await user.click(proceed());
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('says the agreement could not be loaded, keeps Continue off, and loads it on retry', async () => {
    answer('get', API, terms);
    answerError('get', API, 404, { code: 'NOT_FOUND', message: 'Community not found' }, { once: true });
    const { user, dialog, proceed, onCancel } = await renderTerms();
    expect(await within(dialog).findByText(JOIN_TEXT.termsLoadFailed)).toBeInTheDocument();
    expect(proceed()).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Keep patient details private.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: JOIN_TEXT.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
