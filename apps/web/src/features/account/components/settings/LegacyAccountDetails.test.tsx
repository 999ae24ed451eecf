/** Account details, legacy style (spec 01 §3 Account form, §5; issue 14): edit, validation, the PUT payload, errors. */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast, findFormBanner, formBanners } from '../../../../test/feedback';
import { legacyProfile } from '../../../../test/fixtures/account';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { LegacyAccountDetails } from './LegacyAccountDetails';

const API = '/api/User';

/** Renders the screen on the profile answer and opens the form. */
async function openEditor(profile = legacyProfile()) {
  answer('get', API, profile);
  const view = renderWithProviders(<LegacyAccountDetails />);
  await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByLabelText('First name');
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save };
}

describe('LegacyAccountDetails', () => {
  it('shows the profile in view mode with dates in the one display format (D MMM YYYY)', async () => {
    answer('get', API, legacyProfile());
    renderWithProviders(<LegacyAccountDetails />);
    expect(await screen.findByText('Dr Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Member number M-1001')).toBeInTheDocument();
    expect(screen.getByText('1 Feb 1990')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("shows the spec's messages for emptied names and email, and sends nothing", async () => {
    const puts = captureRequests('put', API, legacyProfile());
    const { user, save } = await openEditor();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email'));
    await save();
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.accountEmailRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('refuses an email that is not an address', async () => {
    const { user, save } = await openEditor();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada-at-example');
    await save();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('puts the whole form with YYYY-MM-DD dates, postalPostCode and empty text as null', async () => {
    const saved = legacyProfile({ firstName: 'Augusta', middleName: 'Ada' });
    const puts = captureRequests('put', API, saved);
    const { user, save } = await openEditor();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), '  Augusta ');
    await user.type(screen.getByLabelText('Middle name'), 'Ada');
    await user.clear(screen.getByLabelText('Mobile'));
    await save();

    await expectToast('Your account details have been saved.');
    expect(puts.map((p) => p.body)).toEqual([
      {
        title: 'Dr',
        firstName: 'Augusta',
        middleName: 'Ada',
        lastName: 'Lovelace',
        prefName: null,
        pronoun: null,
        gender: 'F',
        graduationDate: null,
        registeredEmail: 'ada@example.org',
        dob: '1990-02-01',
        postalAddress1: '1 King St',
        postalSuburb: 'Newtown',
        postalState: 'NSW',
        postalPostCode: '2042',
        postalCountry: 'Australia',
        mobile: null,
      },
    ]);
    // Back in view mode with the saved answer.
    expect(await screen.findByText('Dr Augusta Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('puts a 400 field error under its field (postalPostCode → Postcode) and stays in the form', async () => {
    answerError('put', API, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [{ field: 'postalPostCode', message: 'Postcode must be 4 digits' }],
    });
    const { save } = await openEditor();
    await save();
    expect(await screen.findByText('Postcode must be 4 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a 409 without a field as a banner above the form', async () => {
    answerError('put', API, 409, { code: 'CONFLICT', message: 'The email address cannot be changed here' });
    const { save } = await openEditor();
    await save();
    expect(await findFormBanner()).toHaveTextContent('The email address cannot be changed here');
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
  });

  it('leaves a 500 to the error notification and keeps the typed values', async () => {
    answerError('put', API, 500, { code: 'INTERNAL', message: 'Database unavailable' });
    const { user, save } = await openEditor();
    await user.type(screen.getByLabelText('Pronoun'), 'she/her');
    await save();
    await expectErrorNotification('Database unavailable');
    expect(screen.getByLabelText('Pronoun')).toHaveValue('she/her');
    expect(formBanners()).toEqual([]);
  });

  it('Cancel leaves the form without sending', async () => {
    const puts = captureRequests('put', API, legacyProfile());
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Pronoun'), 'she/her');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Pronoun')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('shows a failed load with Retry, which loads again', async () => {
    answer('get', API, legacyProfile());
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Not your profile' }, { once: true });
    const { user } = renderWithProviders(<LegacyAccountDetails />);
    expect(await screen.findByText('Not your profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dr Ada Lovelace')).toBeInTheDocument();
  });
});
