/**
 * Invoices (spec 03 §2 /settings/invoices, §4 status and Pay, §7 POST /api/user/invoices, §8
 * 'Failed to fetch invoices'; issue #15): the rows with amounts and status, the body of the list
 * request, paging, Pay only while a balance is due, and the list states.
 */
import { INVOICE_MESSAGES, InvoiceListResponseSchema, PaymentStartSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { INVOICE_ID, invoiceDetail } from '../../../test/fixtures/invoices';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InvoiceListView } from './InvoiceListView';

const API = '/api/user/invoices';
const pending = invoiceDetail();
const paid = invoiceDetail({
  id: '7a2d3f5b-9c0e-4d4f-b2a3-1c2d3e4f5061',
  invoiceNum: 'INV-0999',
  description: 'Conference 2025',
  status: 'Paid',
  totalAmountIncGst: 99.5,
  balanceDue: 0,
});
const listOf = (invoices: ReturnType<typeof invoiceDetail>[], totalItems = invoices.length, page = 1) =>
  fixture(InvoiceListResponseSchema, { invoices, page, size: 10, totalItems });

const rowOf = (invoiceNum: string) =>
  within(screen.getByRole('link', { name: invoiceNum }).closest('tr') as HTMLElement);

describe('InvoiceListView', () => {
  it('lists the invoices newest first with amounts, balance and status; Pay only while a balance is due', async () => {
    const asked = captureRequests('post', API, listOf([pending, paid]));
    renderWithProviders(<InvoiceListView />);
    expectLoading();
    expect(await screen.findByRole('link', { name: 'INV-1042' })).toHaveAttribute(
      'href',
      `/settings/invoice/${INVOICE_ID}`,
    );
    expect(rowOf('INV-1042').getByText('$440.00')).toBeInTheDocument();
    expect(rowOf('INV-1042').getByText('$330.00')).toBeInTheDocument();
    expect(rowOf('INV-1042').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('INV-1042').getByRole('button', { name: 'Pay INV-1042' })).toBeInTheDocument();
    expect(rowOf('INV-0999').getByText('$99.50')).toBeInTheDocument();
    expect(rowOf('INV-0999').getByText('Paid')).toBeInTheDocument();
    expect(rowOf('INV-0999').queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(asked.map((a) => a.body)).toEqual([
      { page: 1, size: 10, sort: '-invoiceDate', fromDate: null, toDate: null },
    ]);
  });

  it('shows "Refund pending" beside the status while a refund waits for the provider', async () => {
    const refunding = invoiceDetail({ ...paid, refundPending: 89.55 });
    answer('post', API, listOf([refunding, pending]));
    renderWithProviders(<InvoiceListView />);
    await screen.findByRole('link', { name: 'INV-0999' });
    expect(rowOf('INV-0999').getByText('Refund pending')).toBeInTheDocument();
    expect(rowOf('INV-0999').getByText('Paid')).toBeInTheDocument();
    expect(rowOf('INV-1042').queryByText('Refund pending')).not.toBeInTheDocument();
  });

  it('says "No invoices" when there are none', async () => {
    answer('post', API, listOf([]));
    renderWithProviders(<InvoiceListView />);
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch invoices' with Try again, then the list", async () => {
    answer('post', API, listOf([pending]));
    failNextLoad(API, 'post');
    const { user } = renderWithProviders(<InvoiceListView />);
    await expectFailureThenRetry(user, { title: INVOICE_MESSAGES.listFailed, loaded: 'INV-1042' });
  });

  it('asks for the next page', async () => {
    const asked = captureRequests('post', API, listOf([pending], 12));
    const { user } = renderWithProviders(<InvoiceListView />);
    await screen.findByRole('link', { name: 'INV-1042' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(asked.at(-1)?.body).toMatchObject({ page: 2, size: 10 }));
  });

  it("opens the payment provider's checkout for the balance", async () => {
    answer('post', API, listOf([pending]));
    const pays = captureRequests(
      'post',
      `/api/invoice/${INVOICE_ID}/pay`,
      fixture(PaymentStartSchema, {
        checkoutUrl: '/checkout/test-session?invoice=INV-1042',
        sessionId: '0d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
        invoiceId: INVOICE_ID,
        provider: 'test',
      }),
    );
    const { user } = renderWithProviders(<InvoiceListView />);
    await user.click(await screen.findByRole('button', { name: 'Pay INV-1042' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/test-session?invoice=INV-1042'),
    );
    expect(pays).toHaveLength(1);
  });
});
