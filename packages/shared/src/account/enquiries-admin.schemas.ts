/**
 * Contact-us enquiries as staff read them in the portal (issue 30: staff could not open the
 * attachments; beyond the spec, which only mails enquiries): a page of enquiries, newest first, and
 * one enquiry with its attachments. An attachment's `url` is its staff download route
 * (`/api/v1/admin/enquiries/{id}/attachments/{fileId}`), fetched with the session like every file.
 */
import { z } from 'zod';

/** One attachment of an enquiry. `size` in bytes. */
export const EnquiryAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type EnquiryAttachment = z.infer<typeof EnquiryAttachmentSchema>;

/** An enquiry in the list (no comments text beyond a preview). */
export const EnquirySummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  memberNumber: z.string().nullable(),
  /** The first 160 characters of the comments. */
  preview: z.string(),
  attachmentCount: z.number().int(),
});
export type EnquirySummary = z.infer<typeof EnquirySummarySchema>;

/** One enquiry with its text and attachments. */
export const EnquiryDetailSchema = EnquirySummarySchema.omit({ preview: true }).extend({
  accountId: z.string().nullable(),
  mobile: z.string().nullable(),
  comments: z.string(),
  attachments: z.array(EnquiryAttachmentSchema),
});
export type EnquiryDetail = z.infer<typeof EnquiryDetailSchema>;

export const EnquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type EnquiryListQuery = z.infer<typeof EnquiryListQuerySchema>;

export const EnquiryPageSchema = z.object({
  items: z.array(EnquirySummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type EnquiryPage = z.infer<typeof EnquiryPageSchema>;

/** The staff screen's path of an enquiry (the enquiry mail links to it). */
export const enquiryAdminPath = (id: string) => `/admin/enquiries/${id}`;
