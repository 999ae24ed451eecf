/**
 * The first-time onboarding wizard (spec 01 §2 First-time onboarding wizard, §5, §7; issue 14):
 * each step's messages, the PATCH it sends (FirstTimePatchSchema), the move to the next step, the
 * server's refusals, and the end of the wizard with its final modal.
 */
import { FirstTimePatchSchema, MESSAGES, ONE_PHONE_MESSAGE } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast, findFormBanner } from '../../../../test/feedback';
import { organisation } from '../../../../test/fixtures/account';
import { fieldOptions, firstTimeForm } from '../../../../test/fixtures/onboarding';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ONBOARDING_STEPS } from '../steps';
import { isTourPending } from '../tour-state';
import { OnboardingWizard } from './OnboardingWizard';

const FORM = '/api/user/form/first-time';

/** Renders step `path` on the saved answers `form`; returns the PATCHes it sends. */
async function renderStep(path: (typeof ONBOARDING_STEPS)[number]['path'], form = firstTimeForm()) {
  answer('get', FORM, form);
  answer('get', `${FORM}/field-options`, fieldOptions);
  const patches = captureRequests('patch', FORM, form);
  const index = ONBOARDING_STEPS.findIndex((step) => step.path === path);
  const view = renderWithProviders(<OnboardingWizard index={index} />, { route: `/first-time-login/${path}` });
  expect(await screen.findByRole('heading', { name: ONBOARDING_STEPS[index].title })).toBeInTheDocument();
  const submit = (name = 'Continue') => view.user.click(screen.getByRole('button', { name }));
  return { ...view, patches, submit };
}

/** The one PATCH body sent, checked against the shared contract. */
function sentPatch(patches: { body: unknown }[]) {
  expect(patches).toHaveLength(1);
  return FirstTimePatchSchema.parse(patches[0].body);
}

const expectAt = (path: string) =>
  waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/first-time-login/${path}`));

describe('OnboardingWizard', () => {
  it('shows the failure of the saved answers with Retry, then the first step', async () => {
    answer('get', FORM, firstTimeForm());
    answerError('get', FORM, 503, { code: 'SERVICE_UNAVAILABLE', message: 'Profile service down' }, { once: true });
    answer('get', `${FORM}/field-options`, fieldOptions);
    const { user } = renderWithProviders(<OnboardingWizard index={0} />);
    expect(await screen.findByText('Profile service down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  describe('step 1, Welcome back', () => {
    it('asks for every required detail with "This field is required" and sends nothing', async () => {
      const missing = firstTimeForm({
        title: null,
        gender: null,
        identityAsFirstNations: null,
        constituentBodyMembership: [],
      });
      const { user, patches, submit } = await renderStep('user-details', missing);
      await user.clear(screen.getByLabelText('First name'));
      await user.type(screen.getByLabelText('Last name'), '{Control>}a{/Control}   ');
      await submit();
      await waitFor(() => expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(6));
      expect(patches).toHaveLength(0);
      expect(screen.getByTestId('location')).toHaveTextContent('/first-time-login/user-details');
    });

    it('patches the confirmed details (ISO dates, chosen lists, empty optionals as null) and opens the password step', async () => {
      const { user, patches, submit } = await renderStep(
        'user-details',
        firstTimeForm({ dob: '1990-02-01', admissionState: ['nsw'] }),
      );
      await user.type(screen.getByLabelText('Preferred name'), 'Addie');
      await user.click(screen.getByRole('combobox', { name: 'Post nominal' }));
      await user.click(await screen.findByTitle('PhD'));
      await submit();
      await expectAt('user-password');
      expect(sentPatch(patches)).toEqual({
        title: 'dr',
        firstName: 'Ada',
        lastName: 'Lovelace',
        postNominal: ['phd'],
        prefName: 'Addie',
        dob: '1990-02-01',
        gender: 'female',
        pronoun: null,
        identityAsFirstNations: 'no',
        admissionDate: null,
        admissionState: ['nsw'],
        constituentBodyMembership: ['nsw branch'],
      });
    });

    it("shows a 400 answer's message above the step and stays", async () => {
      const { submit } = await renderStep('user-details');
      answerError('patch', FORM, 400, { code: 'VALIDATION_ERROR', message: 'Date of birth cannot be in the future' });
      await submit();
      expect(await findFormBanner()).toHaveTextContent('Date of birth cannot be in the future');
      expect(screen.getByTestId('location')).toHaveTextContent('/first-time-login/user-details');
    });

    it('leaves a 500 answer to the error notification, without a banner', async () => {
      const { submit } = await renderStep('user-details');
      answerError('patch', FORM, 500, { code: 'INTERNAL', message: 'Profile store unavailable' });
      await submit();
      await expectErrorNotification('Profile store unavailable');
      expect(screen.getAllByText('Profile store unavailable')).toHaveLength(1);
      expect(screen.getByTestId('location')).toHaveTextContent('/first-time-login/user-details');
    });
  });

  describe('step 2, Choose a password', () => {
    const rules = () => within(screen.getByRole('list', { name: 'Password rules' }));

    it('ticks the rules as they are met and keeps Continue disabled until both passwords match', async () => {
      const { user, patches } = await renderStep('user-password');
      const next = screen.getByRole('button', { name: 'Continue' });
      expect(rules().getAllByLabelText('not met')).toHaveLength(3);
      await user.type(screen.getByLabelText('Password'), 'secret');
      expect(rules().getAllByLabelText('not met')).toHaveLength(3);
      await user.type(screen.getByLabelText('Password'), 'Pass!');
      await waitFor(() => expect(rules().getAllByLabelText('met')).toHaveLength(3));
      await user.type(screen.getByLabelText('Confirm password'), 'secretPass?');
      expect(await screen.findByText(MESSAGES.onboardingPasswordsMismatch)).toBeInTheDocument();
      expect(next).toBeDisabled();
      await user.type(screen.getByLabelText('Confirm password'), '{Backspace}!');
      await waitFor(() => expect(screen.queryByText(MESSAGES.onboardingPasswordsMismatch)).not.toBeInTheDocument());
      await waitFor(() => expect(next).toBeEnabled());
      await user.click(next);
      await expectAt('privacy-preferences');
      expect(sentPatch(patches)).toEqual({ password: 'secretPass!' });
    });

    it('only confirms for a member who has a password, and goes back to the details', async () => {
      const { user, patches, submit } = await renderStep('user-password', firstTimeForm({ hasPassword: true }));
      expect(screen.getByText(/already has a password/)).toBeInTheDocument();
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      await submit();
      await expectAt('privacy-preferences');
      expect(sentPatch(patches)).toEqual({});
      await user.click(screen.getByRole('button', { name: 'Go back' }));
      await expectAt('user-details');
    });
  });

  it('step 3 patches all seven privacy choices with the ones switched off', async () => {
    const { user, patches, submit } = await renderStep('privacy-preferences');
    expect(screen.getAllByRole('switch').filter((s) => s.getAttribute('aria-checked') === 'true')).toHaveLength(7);
    await user.click(screen.getByLabelText('Show my email address'));
    await user.click(screen.getByLabelText('Show my personal mobile'));
    await submit();
    await expectAt('communication-details');
    expect(sentPatch(patches).userPrivacy).toEqual({
      includeInDirectory: true,
      showDirectoryPhoto: true,
      showContactInformation: true,
      showEmail: false,
      showPersonalMobile: false,
      showWorkLandline: true,
      showOrganisation: true,
    });
  });

  describe('step 4, Communication details', () => {
    const renderCommunication = () => {
      answer('get', '/api/address/countries', [{ value: 'Australia', label: 'Australia' }]);
      answer('get', '/api/address/states', [
        { value: 'NSW', label: 'New South Wales' },
        { value: 'VIC', label: 'Victoria' },
      ]);
      return renderStep('communication-details');
    };

    it('requires a landline or a mobile, shows the email read only, and sends nothing', async () => {
      const { user, patches, submit } = await renderCommunication();
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
      await user.clear(screen.getByLabelText('Landline'));
      await user.clear(screen.getByLabelText('Mobile'));
      await submit();
      expect(await screen.findByText(ONE_PHONE_MESSAGE)).toBeInTheDocument();
      expect(patches).toHaveLength(0);
    });

    it('accepts a landline without a mobile', async () => {
      const { user, patches, submit } = await renderCommunication();
      await user.clear(screen.getByLabelText('Mobile'));
      await submit();
      await expectAt('org-details');
      expect(sentPatch(patches)).toMatchObject({ communicationDetails: { phoneNumber: '02 9000 0000', mobile: null } });
    });

    it('patches the contact details with the home address (emptied lines as null, no email)', async () => {
      const { user, patches, submit } = await renderCommunication();
      await user.clear(screen.getByLabelText('Mobile'));
      await user.type(screen.getByLabelText('Mobile'), '0411 111 111');
      await user.click(screen.getByRole('combobox', { name: 'Contact preference' }));
      await user.click(await screen.findByTitle('Phone'));
      await user.clear(screen.getByLabelText('Suburb'));
      await user.click(screen.getByRole('combobox', { name: 'State' }));
      await user.click(await screen.findByTitle('Victoria'));
      await submit();
      await expectAt('org-details');
      expect(sentPatch(patches)).toEqual({
        communicationDetails: {
          phoneNumber: '02 9000 0000',
          mobile: '0411 111 111',
          contactPreference: 'phone',
          homeAddress: {
            address1: '1 King St',
            address2: null,
            suburb: null,
            state: 'VIC',
            postcode: '2042',
            country: 'Australia',
          },
        },
      });
    });
  });

  it('step 5 shows "-" until an organisation is picked, then its location, and patches its id and job title', async () => {
    answer('get', '/api/org/names', { items: [{ id: 13, name: 'Northern Clinic' }], totalItems: 1 });
    answer('get', '/api/Org/13', organisation({ id: 13, name: 'Northern Clinic', location: 'Hornsby NSW 2077' }));
    const { user, patches, submit } = await renderStep('org-details');
    expect(screen.getByLabelText('Location')).toHaveValue('-');
    await user.type(screen.getByRole('combobox', { name: 'Organisation' }), 'Nor');
    await user.click(await screen.findByTitle('Northern Clinic'));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Hornsby NSW 2077'));
    await user.type(screen.getByLabelText('Job title'), 'Occupational therapist');
    await submit();
    await expectAt('user-profile-setup');
    expect(sentPatch(patches)).toEqual({
      organisationDetails: { organisationId: 13, jobTitle: 'Occupational therapist' },
    });
  });

  describe('step 6, Set up your profile', () => {
    const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

    it('refuses a file that is not an image, and an image of 5 MB, without uploading', async () => {
      const uploads = captureRequests('post', '/api/user/profileimage', { avatarUrl: '/files/a.png' });
      const { container } = await renderStep('user-profile-setup');
      const anyFile = userEvent.setup({ applyAccept: false });
      await anyFile.upload(fileInput(container), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
      await expectToast(MESSAGES.onlyImages);
      const big = new File(['x'], 'big.png', { type: 'image/png' });
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
      await anyFile.upload(fileInput(container), big);
      await expectToast(MESSAGES.lessThan5Mb);
      expect(uploads).toHaveLength(0);
    });

    it('uploads the photo as the avatar field, shows it, and patches the description', async () => {
      const uploads = captureRequests('post', '/api/user/profileimage', { avatarUrl: '/files/ada.png' });
      const { user, container, patches, submit } = await renderStep('user-profile-setup');
      await user.upload(fileInput(container), new File(['png'], 'ada.png', { type: 'image/png' }));
      await expectToast(MESSAGES.avatarUploaded);
      const sent = (uploads[0].body as FormData).get('avatar') as File;
      expect([sent.name, sent.type]).toEqual(['ada.png', 'image/png']);
      await waitFor(() => expect(container.querySelector('img[src="/files/ada.png"]')).not.toBeNull());
      await user.type(screen.getByLabelText('Profile description'), 'Hand therapist in Newtown');
      expect(screen.getByText('25 / 600')).toBeInTheDocument();
      await submit();
      await expectAt('areas-of-expertise');
      expect(sentPatch(patches)).toEqual({ profileDetails: { description: 'Hand therapist in Newtown' } });
    });

    it('says when the upload fails and keeps the initials', async () => {
      answerError('post', '/api/user/profileimage', 400, { code: 'VALIDATION_ERROR', message: 'Unreadable image' });
      const { user, container } = await renderStep('user-profile-setup');
      await user.upload(fileInput(container), new File(['png'], 'ada.png', { type: 'image/png' }));
      await expectToast('Error when uploading avatar');
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    });
  });

  describe('step 7, Areas of expertise', () => {
    const chip = (name: string) => screen.getByRole('checkbox', { name });

    it('reveals sub-categories under a checked category and patches only the areas with a choice', async () => {
      answer('get', `${FORM}/final-step-redirect-link`, { type: 'Renew Membership', redirectUrl: '/membership/renew' });
      const { user, patches, submit } = await renderStep('areas-of-expertise');
      expect(screen.queryByRole('group', { name: 'Paediatrics sub-categories' })).not.toBeInTheDocument();
      await user.click(chip('Paediatrics'));
      expect(chip('Paediatrics')).toHaveAttribute('aria-checked', 'true');
      await user.click(chip('School age'));
      await user.click(chip('Mental health'));
      await user.click(chip('Mental health'));
      await submit('Finish');

      const modal = await screen.findByRole('dialog', { name: "You're all set!" });
      expect(within(modal).getByText(/proceed to renew your membership/)).toBeInTheDocument();
      expect(sentPatch(patches)).toEqual({ expertiseAreas: [{ areaId: 1, categoryIds: [10, 12] }], completed: true });
      expect(isTourPending()).toBe(true);
      await user.click(within(modal).getByRole('button', { name: 'Renew Membership' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/membership/renew'));
    });

    it('drops the sub-categories when their category is unchecked', async () => {
      answer('get', `${FORM}/final-step-redirect-link`, { type: 'Life Member', redirectUrl: '' });
      const saved = firstTimeForm({ expertiseAreas: [{ areaId: 1, categoryIds: [10, 11] }] });
      const { user, patches, submit } = await renderStep('areas-of-expertise', saved);
      expect(chip('Early intervention')).toHaveAttribute('aria-checked', 'true');
      await user.click(chip('Paediatrics'));
      expect(screen.queryByRole('checkbox', { name: 'Early intervention' })).not.toBeInTheDocument();
      await user.click(chip('Hospital'));
      await submit('Finish');
      await screen.findByRole('dialog', { name: "You're all set!" });
      expect(sentPatch(patches)).toEqual({ expertiseAreas: [{ areaId: 2, categoryIds: [30] }], completed: true });
    });

    it('still ends the wizard when saving the last step fails, then goes home', async () => {
      answer('get', `${FORM}/final-step-redirect-link`, { type: 'Life Member', redirectUrl: '' });
      const { user, submit } = await renderStep('areas-of-expertise');
      answerError('patch', FORM, 500, { code: 'INTERNAL', message: 'Profile store unavailable' });
      await submit('Finish');
      const modal = await screen.findByRole('dialog', { name: "You're all set!" });
      await expectErrorNotification('Profile store unavailable');
      expect(within(modal).getByText(/As a life member/)).toBeInTheDocument();
      await user.click(within(modal).getByRole('button', { name: 'Go to Member Dashboard' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    });
  });
});
