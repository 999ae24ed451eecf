/** Organisation details on tax invoices (issue 30): shown, ABN checksum, server field errors, saved trimmed. */
import { SUPPLIER_DETAILS_MESSAGES, TENANT_SUPPLIER_DEFAULTS } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { expectFailureThenRetry, failNextLoad } from '../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SupplierDetailsForm } from './SupplierDetailsForm';

const API = '/api/v1/admin/supplier-details';
const ota = TENANT_SUPPLIER_DEFAULTS.ota;
const field = (name: string) => screen.getByRole('textbox', { name });

describe('SupplierDetailsForm', () => {
  it('shows the details in force with the ABN in groups', async () => {
    answer('get', API, ota);
    renderWithProviders(<SupplierDetailsForm />);
    expect(await screen.findByDisplayValue(ota.legalName)).toBeInTheDocument();
    expect(field('ABN')).toHaveValue('51 824 753 556');
    expect(field('Street address')).toHaveValue(ota.street);
    expect(field('Suburb')).toHaveValue('Melbourne');
    expect(field('Postcode')).toHaveValue('3000');
    expect(screen.getByText('VIC')).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, ota);
    failNextLoad(API);
    const { user } = renderWithProviders(<SupplierDetailsForm />);
    await expectFailureThenRetry(user, {
      title: 'Failed to load the organisation details. Try again.',
      loaded: 'Save organisation details',
    });
  });

  it('refuses an ABN that fails the checksum before sending anything', async () => {
    answer('get', API, ota);
    const puts = captureRequests('put', API, ota);
    const { user } = renderWithProviders(<SupplierDetailsForm />);
    await screen.findByDisplayValue(ota.legalName);
    await user.clear(field('ABN'));
    await user.type(field('ABN'), '51 824 753 557');
    await user.click(screen.getByRole('button', { name: 'Save organisation details' }));
    expect(await screen.findByText(SUPPLIER_DETAILS_MESSAGES.abnInvalid)).toBeInTheDocument();
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '30');
    await user.click(screen.getByRole('button', { name: 'Save organisation details' }));
    expect(await screen.findByText(SUPPLIER_DETAILS_MESSAGES.postcodeInvalid)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('saves every field and shows the answer; a server field error lands on its field and keeps the typing', async () => {
    answer('get', API, ota);
    const puts = captureRequests('put', API, { ...ota, legalName: 'New Legal Name Ltd', abn: '89111111111' });
    answerError(
      'put',
      API,
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Check the highlighted fields',
        errors: [{ field: 'legalName', message: 'Legal name refused by the server' }],
      },
      { once: true },
    );
    const { user } = renderWithProviders(<SupplierDetailsForm />);
    await screen.findByDisplayValue(ota.legalName);
    await user.clear(field('Legal name'));
    await user.type(field('Legal name'), 'New Legal Name Ltd');
    await user.clear(field('ABN'));
    await user.type(field('ABN'), '89 111 111 111');
    await user.click(screen.getByRole('button', { name: 'Save organisation details' }));
    expect(await screen.findByText('Legal name refused by the server')).toBeInTheDocument();
    expect(field('Legal name')).toHaveValue('New Legal Name Ltd');

    await user.click(screen.getByRole('button', { name: 'Save organisation details' }));
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ ...ota, legalName: 'New Legal Name Ltd', abn: '89 111 111 111' }]);
    expect(field('ABN')).toHaveValue('89 111 111 111');
    // The field error leaves with antd's explain motion: wait for it to go.
    await waitFor(() => expect(screen.queryByText('Legal name refused by the server')).not.toBeInTheDocument());
  });
});
