/**
 * Contact-us enquiries (spec 01 §5 Contact form, §7 Contact, §9 attachments 10 MB; issue 14). The
 * enquiry is stored with its attachments (files under generated storage keys, rows in one
 * transaction), then mailed to the association's contact address (server value `contact.recipient`,
 * else `support.email`, else tenant `contactEmail`: modules/server-values/server-values.service.ts) with the
 * attachments; a mail failure is logged only (the enquiry is kept).
 */
import { type ContactEnquiryFields, LIMITS, MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { type UploadedFile, newStorageKey, storageFor } from '../files';
import { supportContact } from '../server-values';
import * as repo from './enquiries.repository';

const blank = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/**
 * Stores and mails an enquiry from the signed-in `actor`. The email is the account's own (locked
 * when signed in, spec 01 §5), the member number the account's when it has one. 413 with the spec's
 * message when the attachments together exceed 10 MB (10,485,760 bytes).
 */
export async function submitEnquiry(
  ctx: AppContext,
  actor: Actor,
  fields: ContactEnquiryFields,
  files: UploadedFile[],
): Promise<{ id: string; success: true }> {
  const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (total > LIMITS.contactAttachmentsMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.contactFilesTooLarge);
  const memberNumber = (await repo.memberNumberOf(ctx.db, actor.id)) ?? blank(fields.memberNumber);
  const enquiry = {
    accountId: actor.id,
    name: blank(fields.Name) ?? `${actor.firstName} ${actor.lastName}`,
    email: actor.email,
    mobile: blank(fields.Mobile),
    comments: fields.Comments.trim(),
    memberNumber,
  };
  const storage = storageFor(ctx.config);
  const keys = files.map((f) => newStorageKey(f.extension));
  for (const [i, f] of files.entries()) await storage.put(keys[i], f.bytes);
  const id = await ctx.db.transaction(async (tx) => {
    const enquiryId = await repo.insertEnquiry(tx, enquiry);
    for (const [i, f] of files.entries()) {
      await repo.insertEnquiryFile(tx, {
        enquiryId,
        storageKey: keys[i],
        filename: f.filename,
        mimeType: f.mimeType,
        sizeBytes: f.bytes.length,
        position: i,
      });
    }
    return enquiryId;
  });
  const text = [
    `A new enquiry was sent from the member portal.`,
    '',
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Mobile: ${enquiry.mobile ?? '-'}`,
    `Member number: ${enquiry.memberNumber ?? '-'}`,
    `Attachments: ${files.length ? files.map((f) => f.filename).join(', ') : 'none'}`,
    '',
    enquiry.comments,
    '',
  ].join('\n');
  const { contactRecipient } = await supportContact(ctx);
  ctx.mailer
    .send({
      to: contactRecipient,
      subject: `Portal enquiry from ${enquiry.name}`,
      text,
      attachments: files.map((f) => ({ filename: f.filename, content: f.bytes, contentType: f.mimeType })),
    })
    .catch((err) => ctx.log.error({ err }, 'contact enquiry mail failed'));
  return { id, success: true };
}
