/** The organisation logo card (issue 30): upload with preview, a refused file's server message, remove after confirming. */
import { SUPPLIER_LOGO_MESSAGES, TENANT_SUPPLIER_DEFAULTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SupplierLogoCard } from './SupplierLogoCard';

const API = '/api/v1/admin/supplier-details';
const ota = TENANT_SUPPLIER_DEFAULTS.ota;
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (name = 'logo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('SupplierLogoCard', () => {
  it('uploads a PNG as the multipart field "logo" and shows the stored logo', async () => {
    answer('get', API, { ...ota, logoUrl: null });
    const puts = captureRequests('put', `${API}/logo`, { logoUrl: '/mail-logo.png?v=0123456789abcdef' });
    const { user, container } = renderWithProviders(<SupplierLogoCard />);
    expect(await screen.findByText('Documents and mails use the built-in logo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove logo/ })).not.toBeInTheDocument();

    // The server now answers the uploaded logo.
    answer('get', API, { ...ota, logoUrl: '/mail-logo.png?v=0123456789abcdef' });
    await user.upload(fileInput(container), png());
    await expectToast('Logo uploaded');
    expect(puts).toHaveLength(1);
    const form = puts[0].body as FormData;
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(await screen.findByRole('img', { name: 'Organisation logo' })).toHaveAttribute(
      'src',
      '/mail-logo.png?v=0123456789abcdef',
    );
    expect(screen.getByRole('button', { name: /Replace logo/ })).toBeInTheDocument();
  });

  it("shows the server's message for a refused file, and refuses a PDF before sending it", async () => {
    answer('get', API, { ...ota, logoUrl: null });
    answerError('put', `${API}/logo`, 400, { code: 'VALIDATION_ERROR', message: SUPPLIER_LOGO_MESSAGES.tooShort });
    const { user, container } = renderWithProviders(<SupplierLogoCard />);
    await screen.findByText('Documents and mails use the built-in logo.');
    await user.upload(fileInput(container), png('thin.png'));
    expect((await screen.findByRole('alert')).textContent).toContain(SUPPLIER_LOGO_MESSAGES.tooShort);

    const puts = captureRequests('put', `${API}/logo`, { logoUrl: null });
    const pdf = new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' });
    // Past the picker's accept filter (a file dropped or chosen with "All files").
    await userEvent.setup({ applyAccept: false }).upload(fileInput(container), pdf);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SUPPLIER_LOGO_MESSAGES.notAllowed));
    expect(puts).toHaveLength(0);
  });

  it('removes the logo after confirming', async () => {
    answer('get', API, { ...ota, logoUrl: '/mail-logo.png?v=0123456789abcdef' });
    const deletes = captureRequests('delete', `${API}/logo`, { logoUrl: null });
    const { user } = renderWithProviders(<SupplierLogoCard />);
    await screen.findByRole('img', { name: 'Organisation logo' });
    await user.click(screen.getByRole('button', { name: /Remove logo/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/go back to the built-in logo/)).toBeInTheDocument();
    answer('get', API, { ...ota, logoUrl: null });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expectToast('Logo removed');
    expect(deletes).toHaveLength(1);
    expect(await screen.findByText('Documents and mails use the built-in logo.')).toBeInTheDocument();
  });
});
