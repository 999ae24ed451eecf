/**
 * Server value calls (spec 02 §7 GET/POST/PUT/DELETE admin/server-values: keyword, key, value).
 * Every write also refreshes the support email the footer and contact page show.
 */
import type {
  ServerValue,
  ServerValueInput,
  SupplierDetails,
  SupplierDetailsResponse,
  SupplierLogo,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { supportContactKey } from '../../../lib/support-contact';
import { queryKeys } from '../../../data';

const BASE = '/api/v1/admin/server-values';
const serverValueScope = queryKeys.scope('server-values');

export const serverValueKeys = {
  all: serverValueScope,
  list: (keyword: string) => [...serverValueScope, keyword] as const,
};

/** Values whose key or value contains `keyword`. */
export function useServerValues(keyword: string) {
  return useQuery({
    queryKey: serverValueKeys.list(keyword),
    queryFn: ({ signal }) =>
      apiA.get<{ serverValues: ServerValue[] }>(BASE, { query: { keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: serverValueKeys.all });
    void client.invalidateQueries({ queryKey: supportContactKey });
  };
}

/** POST (new) or PUT (existing key) a value. */
export function useSaveServerValue() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ isNew, body }: { isNew: boolean; body: ServerValueInput }) =>
      isNew ? apiA.post<ServerValue>(BASE, body) : apiA.put<ServerValue>(BASE, body),
    onSuccess: refresh,
  });
}

/** DELETE a value by key. */
export function useDeleteServerValue() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => apiA.delete<{ success: true }>(BASE, { query: { key } }),
    onSuccess: refresh,
  });
}

const SUPPLIER = '/api/v1/admin/supplier-details';
const supplierKey = [...serverValueScope, 'supplier-details'] as const;

/**
 * GET admin/supplier-details: the legal name, ABN and address printed on tax invoices and the
 * uploaded logo's address (`logoUrl`, null for the built-in logo) (issue 30).
 */
export function useSupplierDetails() {
  return useQuery({
    queryKey: supplierKey,
    queryFn: ({ signal }) => apiA.get<SupplierDetailsResponse>(SUPPLIER, { signal }),
  });
}

/** PUT admin/supplier-details with every field as typed (the server trims, checks the ABN checksum and answers what it stored). */
export function useSaveSupplierDetails() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SupplierDetails) => apiA.put<SupplierDetailsResponse>(SUPPLIER, body),
    onSuccess: refresh,
  });
}

/**
 * PUT admin/supplier-details/logo (multipart field `logo`: a PNG or JPEG, 2 MB at most, 64 px high at
 * least; the server keeps it as a PNG inside 600 × 200 px). Refreshes the supplier details.
 */
export function useUploadSupplierLogo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('logo', file, file.name);
      return apiA.put<SupplierLogo>(`${SUPPLIER}/logo`, body);
    },
    onSuccess: refresh,
  });
}

/** DELETE admin/supplier-details/logo: documents and mails use the built-in logo again. */
export function useRemoveSupplierLogo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiA.delete<SupplierLogo>(`${SUPPLIER}/logo`),
    onSuccess: refresh,
  });
}
