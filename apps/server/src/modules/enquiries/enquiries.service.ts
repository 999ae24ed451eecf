/**
 * Contact-us enquiries (spec 01 §5 Contact form, §7 Contact, §9 attachments 10 MB; issue 14). The
 * enquiry is stored with its attachments (files under generated storage keys, rows in one
 * transaction), then mailed to the association's contact address (server value `contact.recipient`,
 * else `support.email`, else tenant `contactEmail`: modules/server-values/server-values.service.ts) with the
 * attachments and Reply-To the member, and the member gets an acknowledgement; both mails are written
 * to the outbox in the enquiry's transaction (issue 30).
 */
import { type ContactEnquiryFields, LIMITS, MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { type UploadedFile, newStorageKey, storageFor } from '../files';
import { enqueueMail, type MailAttachment, registerMailBuilder } from '../mail';
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
  const text = [
    `A new enquiry was sent from the member portal. Reply to this mail to answer ${enquiry.name}.`,
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
  const { tenant } = ctx.config;
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
    await enqueueMail(ctx, tx, [
      {
        kind: 'enquiries.contact',
        to: contactRecipient,
        accountId: actor.id,
        subject: `Portal enquiry from ${enquiry.name}`,
        text,
        replyTo: enquiry.email,
        data: {
          files: files.map((f, i) => ({ storageKey: keys[i], filename: f.filename, contentType: f.mimeType })),
        },
      },
      {
        kind: 'enquiries.acknowledgement',
        to: enquiry.email,
        accountId: actor.id,
        subject: `We received your enquiry to ${tenant.shortName}`,
        text: `Hello ${actor.firstName},\n\nThank you for contacting ${tenant.fullName}. We received your enquiry and will reply to this address.\n\nYour message:\n\n${enquiry.comments}\n\n${tenant.fullName}`,
      },
    ]);
    return enquiryId;
  });
  return { id, success: true };
}

/**
 * Registers the builder of the staff enquiry mail for the app of `ctx`: at delivery it attaches the
 * enquiry's stored files (a file that is gone fails the attempt; it is retried, then the mail fails).
 */
export function registerEnquiryMailBuilder(ctx: AppContext): void {
  registerMailBuilder(ctx, 'enquiries.contact', async (data) => {
    const storage = storageFor(ctx.config);
    const attachments: MailAttachment[] = [];
    for (const f of (data.files ?? []) as { storageKey: string; filename: string; contentType: string }[]) {
      const stream = await storage.open(f.storageKey);
      if (!stream) throw new Error(`attachment ${f.filename} is no longer stored`);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      attachments.push({ filename: f.filename, content: Buffer.concat(chunks), contentType: f.contentType });
    }
    return { attachments };
  });
}
