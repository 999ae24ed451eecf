/**
 * Contact-us enquiries for staff (issue 30): GET /api/v1/admin/enquiries (a page, newest first),
 * /{id} (one with its attachments) and each attachment's `url`, fetched with the session as a Blob
 * and saved under its name.
 */
import type { EnquiryAttachment, EnquiryDetail, EnquiryPage } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../data';
import { apiA } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';

export const ENQUIRIES_API = '/api/v1/admin/enquiries';
/** Enquiries a page. */
export const ENQUIRY_PAGE_SIZE = 25;

const scope = queryKeys.scope('enquiries-admin');
export const enquiryKeys = {
  all: scope,
  page: (page: number) => [...scope, 'page', page] as const,
  one: (id: string) => [...scope, 'one', id] as const,
};

/** A page of enquiries. */
export function useEnquiries(page: number) {
  return useQuery({
    queryKey: enquiryKeys.page(page),
    queryFn: ({ signal }) => apiA.get<EnquiryPage>(ENQUIRIES_API, { query: { page, size: ENQUIRY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One enquiry with its attachments. */
export function useEnquiry(id: string) {
  return useQuery({
    queryKey: enquiryKeys.one(id),
    queryFn: ({ signal }) => apiA.get<EnquiryDetail>(`${ENQUIRIES_API}/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Fetches an attachment with the session and saves it under its own name. */
export async function downloadAttachment(file: EnquiryAttachment): Promise<void> {
  const blob = await apiA.get<Blob>(file.url, { query: { download: 'true' }, responseType: 'blob' });
  saveBlob(blob, file.filename);
}
