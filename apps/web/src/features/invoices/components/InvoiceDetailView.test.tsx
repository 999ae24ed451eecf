/**
 * One invoice (spec 03 §2 /settings/invoice/{id}, §3 Invoice, §4, §8 messages; issue #15): the
 * member, line items, totals with GST and balance, the PDF under the invoice number, the failures,
 * and the message after paying.
 */
import { CART_MESSAGES, INVOICE_MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSavedFiles } from '../../../test/downloads';
import { expectToast } from '../../../test/feedback';
import { INVOICE_ID, invoiceDetail } from '../../../test/fixtures/invoices';
import { answer, answerError } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InvoiceDetailView } from './InvoiceDetailView';

const API = `/api/invoice/${INVOICE_ID}`;

function renderInvoice(query = '') {
  return renderWithProviders(<InvoiceDetailView id={INVOICE_ID} />, {
    route: `/settings/invoice/${INVOICE_ID}${query}`,
  });
}

/** The value of a totals row by its label. */
const total = (label: string) => screen.getByText(label).closest('tr')?.textContent?.replace(label, '');

describe('InvoiceDetailView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the member, the line items and the totals with GST, paid and balance due', async () => {
    answer('get', API, invoiceDetail());
    renderInvoice();
    expect(await screen.findByText('INV-1042')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('M-1001')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const journal = within(screen.getByText('Journal subscription').closest('tr') as HTMLElement);
    expect(journal.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Journal subscription',
      '2',
      '$30.00',
      '$60.00',
    ]);
    expect(total('Total excl. GST')).toBe('$400.00');
    expect(total('GST (10%)')).toBe('$40.00');
    expect(total('Total incl. GST')).toBe('$440.00');
    expect(total('Amount paid')).toBe('$110.00');
    expect(total('Balance due')).toBe('$330.00');
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay INV-1042' })).toBeInTheDocument();
  });

  it('shows a refund, no Pay when nothing is due, and the payment message after checkout', async () => {
    answer('get', API, invoiceDetail({ status: 'Paid', balanceDue: 0, totalAmountPaid: 440, refundedAmount: 30 }));
    renderInvoice('?checkout=success');
    expect(await screen.findByText(CART_MESSAGES.paymentReceived)).toBeInTheDocument();
    expect(total('Refunded')).toBe('$30.00');
    expect(total('Balance due')).toBe('$0.00');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('shows "Refund pending" and its amount while the provider has not confirmed the refund', async () => {
    answer('get', API, invoiceDetail({ status: 'Paid', balanceDue: 0, totalAmountPaid: 440, refundPending: 396 }));
    renderInvoice();
    // The tag beside the status and the row of the totals.
    const shown = await screen.findAllByText('Refund pending');
    expect(shown).toHaveLength(2);
    const totalsRow = shown.map((e) => e.closest('tr')).find(Boolean);
    expect(totalsRow?.textContent).toBe('Refund pending$396.00');
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('downloads the PDF under the invoice number, and says when it cannot', async () => {
    const saved = recordSavedFiles();
    answer('get', API, invoiceDetail());
    answer('get', `${API}/download`, { ok: true });
    const { user } = renderInvoice();
    await user.click(await screen.findByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(saved).toEqual(['INV-1042.pdf']));

    answerError('get', `${API}/download`, 404, { code: 'NOT_FOUND', message: 'No PDF' });
    await user.click(screen.getByRole('button', { name: /Download PDF/ }));
    await expectToast(INVOICE_MESSAGES.downloadFailed);
  });

  it("says 'Failed to fetch invoice details' for an invoice that cannot be loaded", async () => {
    answerError('get', API, 404, { code: 'NOT_FOUND', message: INVOICE_MESSAGES.notFound });
    renderInvoice();
    expect(await screen.findByText(INVOICE_MESSAGES.detailFailed)).toBeInTheDocument();
  });
});
