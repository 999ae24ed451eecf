/**
 * Contact-us enquiries (spec 01 §5 Contact form, §7 Contact, §9 attachments 10 MB; issue 14). The
 * enquiry is stored with its attachments (files under generated storage keys, rows in one
 * transaction), then mailed to the association's contact address (server value `contact.recipient`,
 * else `support.email`, else tenant `contactEmail`: modules/server-values/server-values.service.ts) with the
 * attachments and a link to the enquiry in the portal, Reply-To the member, and the member gets an
 * acknowledgement; both mails are written to the outbox in the enquiry's transaction. Staff read
 * enquiries and open their attachments in the portal (issue 30; policies/enquiries.ts).
 */
import {
  type ContactEnquiryFields,
  type EnquiryDetail,
  type EnquiryListQuery,
  type EnquiryPage,
  enquiryAdminPath,
  LIMITS,
  MESSAGES,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { enforce, permitted } from '../../policies/denial';
import { checkAttachmentOf, checkEnquiryFound, checkReadEnquiries } from '../../policies/enquiries';
import { type StoredFile, type UploadedFile, newStorageKey, readStoredBytes, storageFor } from '../files';
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
  for (const [i, f] of files.entries()) await storage.put(keys[i], f.bytes, f.mimeType);
  const staffText = (enquiryId: string) =>
    [
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
      `Open it in the portal (attachments too): ${ctx.config.publicUrl}${enquiryAdminPath(enquiryId)}`,
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
        text: staffText(enquiryId),
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

/** The staff download route of an attachment. */
const attachmentUrl = (enquiryId: string, fileId: number) =>
  `/api/v1/admin/enquiries/${enquiryId}/attachments/${fileId}`;

/** GET /api/v1/admin/enquiries: a page of enquiries, newest first (403 without the scope). */
export async function listEnquiries(ctx: AppContext, actor: Actor, q: EnquiryListQuery): Promise<EnquiryPage> {
  enforce(checkReadEnquiries(actor));
  const { rows, total } = await repo.listEnquiries(ctx.db, q.page, q.size);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      name: r.name,
      email: r.email,
      memberNumber: r.memberNumber,
      preview: r.comments.length > 160 ? `${r.comments.slice(0, 159)}…` : r.comments,
      attachmentCount: r.attachmentCount,
    })),
    page: q.page,
    size: q.size,
    totalItems: total,
  };
}

/** GET /api/v1/admin/enquiries/{id}: one enquiry with its attachments (403 without the scope, 404 unknown). */
export async function getEnquiry(ctx: AppContext, actor: Actor, id: string): Promise<EnquiryDetail> {
  enforce(checkReadEnquiries(actor));
  const e = await repo.enquiryById(ctx.db, id);
  const row = permitted(e, checkEnquiryFound(e));
  const files = await repo.filesOfEnquiry(ctx.db, id);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    accountId: row.accountId,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    memberNumber: row.memberNumber,
    comments: row.comments,
    attachmentCount: files.length,
    attachments: files.map((f) => ({
      id: f.id,
      filename: f.filename,
      mimeType: f.mimeType,
      size: Number(f.size),
      url: attachmentUrl(row.id, f.id),
    })),
  };
}

/**
 * GET /api/v1/admin/enquiries/{id}/attachments/{fileId}: the stored attachment to serve (403 without
 * the scope; 404 when the enquiry is unknown or the attachment belongs to another enquiry).
 */
export async function enquiryAttachment(
  ctx: AppContext,
  actor: Actor,
  enquiryId: string,
  fileId: number,
): Promise<StoredFile> {
  enforce(checkReadEnquiries(actor));
  const file = await repo.enquiryFileById(ctx.db, fileId);
  const f = permitted(file, checkAttachmentOf(enquiryId, file));
  return { storageKey: f.storageKey, filename: f.filename, mimeType: f.mimeType, size: Number(f.size) };
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
      const content = await readStoredBytes(storage, f.storageKey);
      if (!content) throw new Error(`attachment ${f.filename} is no longer stored`);
      attachments.push({ filename: f.filename, content, contentType: f.contentType });
    }
    return { attachments };
  });
}
