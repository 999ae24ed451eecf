/** Organisation details (spec 01 §3 Organisation details, §5, §8; issue 14): the search, the messages, the PUT payload, errors. */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { organisation, workplace } from '../../../../test/fixtures/account';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { WorkplaceForm } from './WorkplaceForm';

const API = '/api/user/organisation';
const employed = workplace({
  organisation: { id: 12, name: 'General Hospital' },
  role: 'Nurse',
  startDate: '2020-03-01',
});

async function renderOn(current = employed) {
  answer('get', API, current);
  answer('get', '/api/Org/12', organisation());
  const view = renderWithProviders(<WorkplaceForm />);
  await screen.findByLabelText('Role');
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save };
}

describe('WorkplaceForm', () => {
  it("shows the saved workplace with its organisation's location", async () => {
    await renderOn();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('Nurse'));
    expect(screen.getByText('General Hospital')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Start date')).toHaveValue('01/03/2020'));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Newtown NSW 2042'));
  });

  it("asks for an organisation and a role with the spec's messages and sends nothing", async () => {
    const puts = captureRequests('put', API, employed);
    const { save } = await renderOn(workplace());
    expect(screen.getByLabelText('Location')).toHaveValue('-');
    await save();
    expect(await screen.findByText(MESSAGES.organisationRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.roleRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('searches organisations from three letters and puts the chosen one with role and start date', async () => {
    const searches = captureRequests('get', '/api/org/names', {
      items: [{ id: 13, name: 'Northern Clinic' }],
      totalItems: 1,
    });
    answer('get', '/api/Org/13', organisation({ id: 13, name: 'Northern Clinic', location: 'Hornsby NSW 2077' }));
    const puts = captureRequests('put', API, employed);
    const { user, save } = await renderOn(workplace());
    await user.type(screen.getByRole('combobox', { name: 'Organisation' }), 'No');
    expect(await screen.findByText('Type at least 3 letters')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Organisation' }), 'r');
    await user.click(await screen.findByText('Northern Clinic'));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Hornsby NSW 2077'));
    await user.type(screen.getByLabelText('Role'), '  Occupational therapist ');
    await save();

    await expectToast(MESSAGES.workplaceUpdated);
    expect(searches.map((s) => s.query)).toEqual([{ query: 'Nor', page: '1', size: '5' }]);
    expect(puts.map((p) => p.body)).toEqual([
      { organisation: { id: 13, name: 'Northern Clinic' }, role: '  Occupational therapist ', startDate: null },
    ]);
  });

  it('keeps the saved start date as YYYY-MM-DD in the payload', async () => {
    const puts = captureRequests('put', API, employed);
    const { save } = await renderOn();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('Nurse'));
    await save();
    await expectToast(MESSAGES.workplaceUpdated);
    expect(puts.map((p) => p.body)).toEqual([
      { organisation: { id: 12, name: 'General Hospital' }, role: 'Nurse', startDate: '2020-03-01' },
    ]);
  });

  it("names a refused save with the spec's title, the reason, and the field's error", async () => {
    answerError('put', API, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [{ field: 'role', message: 'Role is too long' }],
    });
    const { save } = await renderOn();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('Nurse'));
    await save();
    await expectErrorNotification(MESSAGES.workplaceUpdateFailed, 'Invalid request');
    expect(screen.getByText('Role is too long')).toBeInTheDocument();
  });

  it('leaves a 500 to the error notification only', async () => {
    answerError('put', API, 500, { code: 'INTERNAL', message: 'Directory offline' });
    const { save } = await renderOn();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('Nurse'));
    await save();
    await expectErrorNotification('Directory offline');
    expect(screen.queryByText(MESSAGES.workplaceUpdateFailed)).not.toBeInTheDocument();
  });

  it('says "Error fetching data" when the workplace cannot load', async () => {
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'No access' });
    renderWithProviders(<WorkplaceForm />);
    expect(await screen.findByText(MESSAGES.errorFetchingData)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
