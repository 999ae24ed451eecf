/**
 * Manage 'Find an OT' (issue 16; spec 03 §2 /settings/manage-find-an-ot): the listing's messages
 * (the shared FindAnOtListingInputSchema), the PUT payload, the server's field messages beside
 * their fields, the failures, Cancel, and the link to the public page.
 */
import { FindAnOtListingSchema, PREFERENCES_MESSAGES as M } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { pasteInto, renderWithProviders } from '../../../test/render';
import { FindAnOtForm } from './FindAnOtForm';

const API = '/api/user/find-an-ot';
/** The listing before the first save (unlisted, text fields empty), with `overrides`. */
const listing = (overrides: Partial<z.input<typeof FindAnOtListingSchema>> = {}) =>
  fixture(FindAnOtListingSchema, {
    ...Object.fromEntries(['practiceName', 'services', 'suburb', 'postcode', 'phone', 'email'].map((k) => [k, ''])),
    isListed: false,
    state: '',
    areaOfPracticeIds: [],
    fundingSchemeIds: [],
    showPhone: false,
    showEmail: false,
    updatedAt: null,
    ...overrides,
  } as z.input<typeof FindAnOtListingSchema>);
const listed = listing({
  isListed: true,
  practiceName: 'Newtown Hand Therapy',
  services: 'Splints and rehab',
  areaOfPracticeIds: [81],
  suburb: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  phone: '02 9000 0000',
  showPhone: true,
});

async function renderForm(saved = listing()) {
  answer('get', API, saved);
  answer('get', '/api/user/segment/areaofpractices', [
    { segmentId: 81, segmentName: 'Hand therapy' },
    { segmentId: 82, segmentName: 'Paediatrics' },
  ]);
  answer('get', '/api/user/segment/fundingscheme', [{ segmentId: 91, segmentName: 'NDIS' }]);
  const view = renderWithProviders(<FindAnOtForm />);
  await screen.findByLabelText('Practice name');
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save };
}

describe('FindAnOtForm', () => {
  it('asks a listed practice for its name, an area, suburb, state and postcode, and sends nothing', async () => {
    const puts = captureRequests('put', API, listed);
    const { user, save } = await renderForm();
    await user.click(screen.getByRole('switch', { name: 'List my practice on Find an OT' }));
    await save();
    expect(await screen.findByText(M.practiceNameRequired)).toBeInTheDocument();
    for (const message of [M.areaRequired, M.suburbRequired, M.stateRequired, M.postcodeInvalid])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('refuses a phone shown but empty, an invalid phone and an invalid email', async () => {
    const puts = captureRequests('put', API, listed);
    const { user, save } = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Show my phone on Find an OT' }));
    await pasteInto(user, screen.getByLabelText('Contact email'), 'ada@');
    await save();
    expect(await screen.findByText(M.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(M.emailInvalid)).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('Contact phone'), 'call me');
    await save();
    expect(await screen.findByText(M.phoneInvalid)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('puts the whole listing and says it is saved', async () => {
    const puts = captureRequests('put', API, listed);
    const { user, save } = await renderForm();
    await user.click(screen.getByRole('switch', { name: 'List my practice on Find an OT' }));
    await pasteInto(user, screen.getByLabelText('Practice name'), 'Newtown Hand Therapy');
    await pasteInto(user, screen.getByLabelText('Services'), 'Splints and rehab');
    await user.click(screen.getByRole('combobox', { name: 'Areas of practice' }));
    await user.click(await screen.findByTitle('Hand therapy'));
    await user.click(screen.getByRole('combobox', { name: 'Funding schemes' }));
    await user.click(await screen.findByTitle('NDIS'));
    await pasteInto(user, screen.getByLabelText('Suburb'), 'Newtown');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByTitle('NSW'));
    await pasteInto(user, screen.getByLabelText('Postcode'), '2042');
    await pasteInto(user, screen.getByLabelText('Contact email'), 'clinic@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Show my email on Find an OT' }));
    await save();
    await expectToast(M.saved);
    expect(puts.map((p) => p.body)).toEqual([
      {
        isListed: true,
        practiceName: 'Newtown Hand Therapy',
        services: 'Splints and rehab',
        areaOfPracticeIds: [81],
        fundingSchemeIds: [91],
        suburb: 'Newtown',
        state: 'NSW',
        postcode: '2042',
        phone: '',
        email: 'clinic@example.org',
        showPhone: false,
        showEmail: true,
      },
    ]);
  });

  it("shows the server's field message beside its field and its message as a toast", async () => {
    answerError('put', API, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Please check the listing',
      errors: [{ field: 'postcode', message: 'Postcode is not in NSW' }],
    });
    const { save } = await renderForm(listed);
    await save();
    expect(await screen.findByText('Postcode is not in NSW')).toBeInTheDocument();
    await expectToast('Please check the listing');
  });

  it('says the listing was not saved on a server failure', async () => {
    answerError('put', API, 500, { code: 'INTERNAL', message: 'Database down' });
    const { save } = await renderForm(listed);
    await save();
    await expectToast(M.saveFailed);
  });

  it('puts the saved values back on Cancel, and links to the public page at its postcode', async () => {
    const { user } = await renderForm(listed);
    expect(screen.getByRole('link', { name: 'Find an OT' })).toHaveAttribute('href', '/find-an-ot?q=2042');
    await user.clear(screen.getByLabelText('Practice name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('Practice name')).toHaveValue('Newtown Hand Therapy'));
  });

  it('shows a load failure with Try again, then the form', async () => {
    answer('get', API, listing());
    answerError('get', API, 403, { code: 'FORBIDDEN', message: M.listingNotFound }, { once: true });
    answer('get', '/api/user/segment/areaofpractices', []);
    answer('get', '/api/user/segment/fundingscheme', []);
    const { user } = renderWithProviders(<FindAnOtForm />);
    expect(await screen.findByText(M.listingNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Practice name')).toBeInTheDocument();
  });
});
