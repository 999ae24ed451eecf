/**
 * Who reads contact-us enquiries in the portal (issue 30; spec 01 §5 only mails them to the
 * association): the people who answer members — staff (Admin or the Staff contact type) and the
 * members scope (MembershipStaff). Events staff do not (an enquiry is a member's personal message).
 * An enquiry that does not exist, or an attachment of another enquiry, answers 404.
 */
import type { Denial } from './denial';
import { deny } from './denial';
import { canManageMembers, isStaff, type StaffActor } from './staff';

export const ENQUIRY_MESSAGES = {
  enquiryNotFound: 'Enquiry not found.',
  attachmentNotFound: 'Attachment not found.',
} as const;

/** True when the actor may read enquiries and open their attachments. */
export function canReadEnquiries(actor: StaffActor): boolean {
  return isStaff(actor) || canManageMembers(actor);
}

/** 403 unless the actor may read enquiries. */
export function checkReadEnquiries(actor: StaffActor): Denial | null {
  return canReadEnquiries(actor) ? null : deny('FORBIDDEN', 'You do not have permission to do this.');
}

/** 404 `Enquiry not found.` when missing. */
export function checkEnquiryFound(enquiry: unknown): Denial | null {
  return enquiry ? null : deny('NOT_FOUND', ENQUIRY_MESSAGES.enquiryNotFound);
}

/** 404 `Attachment not found.` unless the attachment exists and belongs to `enquiryId`. */
export function checkAttachmentOf(enquiryId: string, file: { enquiryId: string } | null | undefined): Denial | null {
  return file && file.enquiryId === enquiryId ? null : deny('NOT_FOUND', ENQUIRY_MESSAGES.attachmentNotFound);
}
