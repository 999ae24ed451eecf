/** Texts and paths of the staff enquiries screens (issue 30). */
export const ENQUIRIES_ADMIN_BASE = '/admin/enquiries';

export const ENQUIRY_TEXT = {
  title: 'Enquiries',
  one: 'Enquiry',
  back: 'All enquiries',
  attachments: 'Attachments',
  noAttachments: 'No attachments',
  empty: 'No enquiries yet',
  loadFailed: 'We could not load the enquiries',
  loadOneFailed: 'We could not load this enquiry',
} as const;
