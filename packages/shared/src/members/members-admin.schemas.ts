/**
 * Staff administration of members (issue 23; beyond the spec): the list with its filters, one member's
 * page, the edits, bulk actions and the CSV export under `/api/v1/admin/members`. Field names follow
 * the account fields of spec 01 §3 (firstName, lastName, memberNum, contactTypes...).
 */
import { z } from 'zod';
import { isoDate } from '../common/common.schemas';
import { CONTACT_TYPES, ROLE_VALUES } from '../enums';

/** Membership status filter values (`none`: no membership row). */
export const MEMBER_STATUS_FILTERS = ['Active', 'Lapsed', 'Cancelled', 'none'] as const;
/** Statuses staff may set on a membership. */
export const MEMBERSHIP_STATUSES = ['Active', 'Lapsed', 'Cancelled'] as const;

export const MEMBERS_ADMIN_LIMITS = { pageSizeMax: 100, searchMax: 100, bulkMax: 10_000, reasonMax: 500 } as const;

export const MEMBERS_ADMIN_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  reasonRequired: 'Please enter a reason for the export.',
  emptySelection: 'Select at least one member.',
  noMembership: 'This member has no membership.',
  segmentUnknown: 'Unknown segment.',
  dateOfBirthRange: 'Please enter a date of birth between 1900 and today.',
} as const;

/** The filter of the list, also a bulk selection "by filter". */
export const MemberFilterSchema = z.object({
  search: z.string().trim().max(MEMBERS_ADMIN_LIMITS.searchMax).optional(),
  segmentId: z.coerce.number().int().positive().optional(),
  contactType: z.enum(CONTACT_TYPES).optional(),
  status: z.enum(MEMBER_STATUS_FILTERS).optional(),
});
export type MemberFilter = z.infer<typeof MemberFilterSchema>;

export const MemberListQuerySchema = MemberFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MEMBERS_ADMIN_LIMITS.pageSizeMax).default(20),
});
export type MemberListQuery = MemberFilter & { page?: number; size?: number };

export const MemberSegmentSchema = z.object({ id: z.number().int(), name: z.string(), categoryName: z.string() });
export type MemberSegment = z.infer<typeof MemberSegmentSchema>;

export const MemberListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberNum: z.string().nullable(),
  contactTypes: z.array(z.string()),
  role: z.number().int(),
  segments: z.array(MemberSegmentSchema),
  membershipStatus: z.string().nullable(),
  membershipType: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type MemberListItem = z.infer<typeof MemberListItemSchema>;

export const MemberListResponseSchema = z.object({
  data: z.array(MemberListItemSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;

/** Editable details (validated on the server; dates ISO). */
export const MemberDetailsInputSchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter a first name').max(100),
  lastName: z.string().trim().min(1, 'Please enter a last name').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')).pipe(z.string().max(254)),
  preferredName: z.string().trim().max(100).nullable().optional(),
  mobile: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+0-9 ()-]*$/, 'Please enter a valid mobile number')
    .nullable()
    .optional(),
  memberNum: z.string().trim().max(30).nullable().optional(),
  suburb: z.string().trim().max(100).nullable().optional(),
  state: z.string().trim().max(50).nullable().optional(),
  postCode: z.string().trim().max(10).nullable().optional(),
  address: z.string().trim().max(200).nullable().optional(),
  country: z.string().trim().max(60).nullable().optional(),
  /** YYYY-MM-DD, from 1900 up to today (today anywhere on Earth: UTC+14). */
  dateOfBirth: isoDate
    .refine(
      (v) => v >= '1900-01-01' && v <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10),
      MEMBERS_ADMIN_MESSAGES.dateOfBirthRange,
    )
    .nullable()
    .optional(),
});
export type MemberDetailsInput = z.infer<typeof MemberDetailsInputSchema>;

export const MemberCreateInputSchema = MemberDetailsInputSchema.extend({
  contactTypes: z.array(z.enum(CONTACT_TYPES)).max(10).default(['Member']),
  segmentIds: z.array(z.number().int().positive()).max(100).default([]),
  sendInvitation: z.boolean().default(true),
});
export type MemberCreateInput = z.input<typeof MemberCreateInputSchema>;

export const MemberSegmentsInputSchema = z.object({ segmentIds: z.array(z.number().int().positive()).max(200) });
export type MemberSegmentsInput = z.infer<typeof MemberSegmentsInputSchema>;

/** Role and contact types (Admin only: they grant staff scopes). */
export const MemberRoleInputSchema = z.object({
  role: z.union(ROLE_VALUES.map((v) => z.literal(v))),
  contactTypes: z.array(z.enum(CONTACT_TYPES)).max(10),
});
export type MemberRoleInput = z.infer<typeof MemberRoleInputSchema>;

export const MemberMembershipInputSchema = z.object({ status: z.enum(MEMBERSHIP_STATUSES) });

export const MemberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  impersonated: z.boolean(),
});

export const MemberDetailSchema = MemberListItemSchema.extend({
  preferredName: z.string().nullable(),
  mobile: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postCode: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  enableTfa: z.boolean(),
  isFirstLogin: z.boolean(),
  /** A new sign-in address waiting for its owner to verify it (issue 28); null when none. */
  pendingEmail: z.string().nullable(),
  createdAt: z.string(),
  membership: z
    .object({
      memberNum: z.string(),
      typeName: z.string(),
      status: z.string(),
      joinDate: z.string(),
      renewedTo: z.string().nullable(),
    })
    .nullable(),
  sessions: z.array(MemberSessionSchema),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      totalCents: z.number().int(),
      status: z.string(),
      /** Refunds not confirmed by the provider yet, AUD cents (issue 31: "Refund pending"). */
      refundPendingCents: z.number().int().default(0),
      /** Why the newest failed refund of this invoice failed (refund it by hand), or null. */
      refundFailure: z.string().nullable().default(null),
    }),
  ),
  tickets: z.array(z.object({ id: z.string(), eventTitle: z.string(), eventStartUtc: z.string(), status: z.string() })),
  cpd: z.object({ activities: z.number().int(), hours: z.number() }),
  /** What the caller may do on this page (abilities, STYLE rule 4). */
  /**
   * canEditRole: Admin only. canManage: the caller may change, reset, sign out or invite this account
   * (issue 28: staff scopes never reach an account whose role or scopes are not below their own).
   */
  permissions: z.object({ canEditRole: z.boolean(), canManage: z.boolean() }),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

/** A bulk selection: by hand (ids) or by the list's filter. */
export const MemberSelectionSchema = z.union([
  z.object({
    ids: z.array(z.string().uuid()).min(1, MEMBERS_ADMIN_MESSAGES.emptySelection).max(MEMBERS_ADMIN_LIMITS.bulkMax),
  }),
  z.object({ filter: MemberFilterSchema }),
]);
export type MemberSelection = z.infer<typeof MemberSelectionSchema>;

export const MEMBER_BULK_ACTIONS = ['addSegments', 'removeSegments', 'membershipStatus', 'invite'] as const;

export const MemberBulkInputSchema = z.object({
  selection: MemberSelectionSchema,
  action: z.enum(MEMBER_BULK_ACTIONS),
  segmentIds: z.array(z.number().int().positive()).max(50).optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
});
export type MemberBulkInput = z.infer<typeof MemberBulkInputSchema>;

/**
 * selected: members the selection named; changed: members the action changed; skipped: members of a
 * filter left alone because their role or scopes are not below the caller's (issue 28).
 */
export const MemberBulkResultSchema = z.object({
  selected: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int(),
});
export type MemberBulkResult = z.infer<typeof MemberBulkResultSchema>;

/** Formats of the member export (issue 31): CSV (UTF-8 with BOM) or an Excel workbook. */
export const MEMBER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type MemberExportFormat = (typeof MEMBER_EXPORT_FORMATS)[number];

export const MemberExportInputSchema = z.object({
  selection: MemberSelectionSchema,
  format: z.enum(MEMBER_EXPORT_FORMATS, { error: 'The format must be csv or xlsx.' }).default('csv'),
  reason: z.string().trim().min(1, MEMBERS_ADMIN_MESSAGES.reasonRequired).max(MEMBERS_ADMIN_LIMITS.reasonMax),
});
export type MemberExportInput = z.infer<typeof MemberExportInputSchema>;

/** GET /api/v1/admin/members/abilities: which staff areas the caller reaches. */
export const StaffAbilitiesSchema = z.object({
  canManageMembers: z.boolean(),
  canManageEvents: z.boolean(),
  canEditRoles: z.boolean(),
  canReadAudit: z.boolean(),
  /** Contact-us enquiries and their attachments (issue 30): staff and membership staff. */
  canReadEnquiries: z.boolean(),
});
export type StaffAbilities = z.infer<typeof StaffAbilitiesSchema>;

export const MemberIdParamsSchema = z.object({ id: z.string().uuid() });

/** Delivery state of a mail in the outbox (issue 30): waiting, being sent, delivered, given up after 24 h. */
export const MEMBER_MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;

/** A mail about a member as staff see it (GET /api/v1/admin/members/{id}/mails; issue 30). */
export const MemberMailSchema = z.object({
  id: z.string().uuid(),
  /** The template, e.g. 'auth.password-reset'. */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MEMBER_MAIL_STATES),
  /** Delivery attempts started so far. */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** While pending: when the next attempt is due. */
  nextAttemptAt: z.string().nullable(),
  /** The last failed attempt's error, at most 200 characters. */
  lastError: z.string().nullable(),
  /** The mail this one re-sends (staff Resend). */
  resendOf: z.string().uuid().nullable(),
});
export type MemberMail = z.infer<typeof MemberMailSchema>;

/** The newest 50 mails about a member, newest first. */
export const MemberMailListSchema = z.array(MemberMailSchema);

export const MemberMailParamsSchema = z.object({ id: z.string().uuid(), mailId: z.string().uuid() });
