/**
 * Staff audit log (issue 23; not in the spec): the actions recorded, one entry as the API answers
 * it, and the filters of the log screen (`/admin/audit`). The log is read-only through the API.
 */
import { z } from 'zod';

/** Every action the log records. Add one here when a new staff action is logged. */
export const STAFF_AUDIT_ACTIONS = [
  'member.create',
  'member.update',
  'member.segments',
  'member.role',
  'member.membership',
  'member.sign-out',
  'member.two-factor-reset',
  'member.invite',
  'member.mail-resend',
  'members.bulk',
  'members.export',
  'import.apply',
  'import.undo',
  'impersonation.start',
  'impersonation.end',
  'moderation',
  'content.publish',
  'content.unpublish',
  'event.publish',
  'event.unpublish',
  'event.cancel',
  'role.change',
  'member.email-change',
  'member.email-verified',
  'member.email-change-undone',
  'auth.sign-in',
  'auth.password-reset',
  'auth.two-factor',
  'impersonation.request',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'server-value.create',
  'server-value.update',
  'supplier-details.update',
  'server-value.delete',
  'content.create',
  'content.update',
  'content.tag.create',
  'content.tag.update',
  'content.tag.delete',
  'content.category.create',
  'content.category.update',
  'content.category.delete',
  'content.file.upload',
  'event.create',
  'event.update',
  'event.duplicate',
  'event.checkin',
  'event.file.upload',
  'community.create',
  'community.update',
  'community.delete',
  'community.about',
  'community.terms',
  'community.archive',
  'community.question.create',
  'community.question.update',
  'community.question.delete',
  'community.category.create',
  'community.category.update',
  'community.category.delete',
  'community.tag.create',
  'community.tag.update',
  'community.tag.delete',
  'community.global-terms',
  'community.manager.add',
  'community.manager.remove',
  'faq.create',
  'faq.update',
  'faq.delete',
  'faq.restore',
  'meeting.create',
  'meeting.update',
  'meeting.delete',
  'meeting.members',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** One log entry as `/api/v1/admin/audit` answers it. */
export const StaffAuditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

/** Filters of the log screen: all optional; dates are ISO dates (inclusive, Sydney time). */
export const StaffAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
  action: z.string().max(60).optional(),
  entityType: z.string().max(40).optional(),
  entityId: z.string().max(80).optional(),
  actor: z.string().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>;

export const StaffAuditPageSchema = z.object({
  items: z.array(StaffAuditEntrySchema),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type StaffAuditPage = z.infer<typeof StaffAuditPageSchema>;
