/**
 * Invoice calls (spec 03 §7 Invoices; issue #15): the caller's invoices page by page, one invoice,
 * its PDF and paying a balance due. Query keys start with 'invoices'.
 */
import type { InvoiceDetail, InvoiceListInput, InvoiceListResponse, PaymentStart } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

const invoiceScope = queryKeys.scope('invoices');

export const invoiceKeys = {
  all: invoiceScope,
  list: (input: InvoiceListInput) => [...invoiceScope, 'list', input] as const,
  detail: (id: string) => [...invoiceScope, 'detail', id] as const,
};

/** POST /api/user/invoices with date filters, page, size and sort. */
export function useInvoices(input: InvoiceListInput) {
  return useQuery({
    queryKey: invoiceKeys.list(input),
    queryFn: ({ signal }) => apiA.post<InvoiceListResponse>('/api/user/invoices', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/invoice/{id}. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => apiA.get<InvoiceDetail>(`/api/invoice/${id}`, { signal }),
  });
}

/** GET /api/invoice/{id}/download: the PDF as a Blob. */
export function fetchInvoicePdf(id: string) {
  return apiA.get<Blob>(`/api/invoice/${id}/download`, { responseType: 'blob' });
}

/** POST /api/invoice/{id}/pay: answers where to pay the balance. */
export function usePayInvoice() {
  return useMutation({ mutationFn: (id: string) => apiA.post<PaymentStart>(`/api/invoice/${id}/pay`) });
}
