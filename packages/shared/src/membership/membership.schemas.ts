/**
 * Membership, renewal, invoices and cancelling membership (issue #15; spec 03 §3 Membership
 * profile, Invoice, Cancel membership request; §4 Invoice status display; §5 Cancel membership;
 * §7 Settings, preferences and membership, Invoices; §8 Membership, Invoices; spec 01 §2 final
 * onboarding step and home renewal notice). Dates are `YYYY-MM-DD` (calendar dates), timestamps
 * ISO; amounts are AUD numbers with 2 decimals (integer cents in the database), GST 10 % included.
 */
import { z } from 'zod';
import { isoDate as commonIsoDate } from '../common/common.schemas';

export const MEMBERSHIP_LIMITS = {
  /** GST rate in percent (Australia); amounts are GST-inclusive, GST = total / 11. */
  gstPercent: 10,
  /** The home notice shows from this many days before renewed-to (issue #15). */
  renewalNoticeDays: 60,
  /** Invoice list page size: default and maximum (chosen). */
  defaultPageSize: 10,
  maxPageSize: 100,
  /** Free text of the 'other' cancellation reason, characters (chosen). */
  otherReasonMax: 1000,
} as const;

/** The special reason whose details are required (spec 03 §5). */
export const CANCEL_REASON_OTHER = 'other';

export const MEMBERSHIP_MESSAGES = {
  // spec 03 §8 Membership
  cancelled: 'Membership cancelled successfully',
  cancelFailed: 'Failed to cancel membership',
  loadFailed: 'Error getting membership details. Try again later.',
  pdfFailed: 'Error during loading PDF',
  // spec 03 §5 Cancel membership
  reasonRequired: 'Please select a reason.',
  detailsRequired: 'Please enter cancellation details.',
  // chosen
  notFound: 'Membership not found.',
  cannotCancel: 'This membership cannot be cancelled.',
  cannotRenew: 'This membership does not need renewing.',
  autoRenewOn: 'Automatic renewal is on.',
  autoRenewOff: 'Automatic renewal is off.',
  renewalReceived: 'Thank you. Your membership is renewed.',
} as const;

export const INVOICE_MESSAGES = {
  // spec 03 §8 Invoices
  listFailed: 'Failed to fetch invoices',
  detailFailed: 'Failed to fetch invoice details',
  previewFailed: 'Error fetching preview. Try again.',
  downloadFailed: 'Error during dowload Invoice. Try again.',
  // chosen
  notFound: 'Invoice not found.',
  nothingDue: 'This invoice has nothing to pay.',
} as const;

/** Where the portal lands after paying an invoice or a renewal (chosen). */
export const MEMBERSHIP_PATHS = {
  profile: '/settings/membership-profile',
  renew: '/settings/membership-profile?renew=1',
  manage: '/settings/membership-profile?manage=1',
  updatePayment: '/settings/membership-profile?payment=1',
  renewed: '/settings/membership-profile?checkout=success',
  invoices: '/settings/invoices',
  invoice: '/settings/invoice/{id}',
  invoicePaid: '/settings/invoice/{id}?checkout=success',
  invoiceCancelled: '/settings/invoice/{id}?checkout=cancelled',
} as const;

/** Final onboarding step redirect types (spec 01 §2). */
export const MEMBERSHIP_REDIRECT_TYPES = ['Auto Rollover', 'Life Member', 'Renew Membership', 'BondMx'] as const;
export type MembershipRedirectType = (typeof MEMBERSHIP_REDIRECT_TYPES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.number();

/** GET /api/user/membership (spec 03 §3 fields plus what the page and the home notice need). */
export const MembershipProfileSchema = z.object({
  id: z.uuid(),
  memberNum: z.string(),
  membershipName: z.string(),
  /** Active | Lapsed | Cancelled */
  memberStatus: z.string(),
  joinDate: isoDate,
  /** Null for a life member. */
  renewedToDate: isoDate.nullable(),
  terminationDate: isoDate.nullable(),
  membershipType: z.string(),
  isLifeMember: z.boolean(),
  autoRenew: z.boolean(),
  /** The fee of one renewal period, AUD incl. GST. */
  renewalFee: money,
  /** Renewal is due: within the notice window of renewed-to, or lapsed (not life, not cancelled). */
  renewalDue: z.boolean(),
  /** Days until renewed-to (negative when lapsed); null for a life member. */
  daysToRenewal: z.number().int().nullable(),
  /** The renewed-to date a renewal now would give. */
  nextRenewedToDate: isoDate.nullable(),
  /** The id of the pending renewal invoice, when one waits for payment. */
  pendingInvoiceId: z.uuid().nullable(),
});
export type MembershipProfile = z.infer<typeof MembershipProfileSchema>;

export const MembershipIdParamsSchema = z.object({ id: z.uuid() });

/** renewallink, managelink, updatepaymentlink: pages of this portal. */
export const MembershipLinkSchema = z.object({ url: z.string(), label: z.string() });
export type MembershipLink = z.infer<typeof MembershipLinkSchema>;

/** printview answers (membership certificate, invoice). */
export const PrintviewSchema = z.object({ previewUrl: z.string() });
export type Printview = z.infer<typeof PrintviewSchema>;

/** POST /api/user/membership/renew and POST /api/invoice/{id}/pay → where to pay. */
export const PaymentStartSchema = z.object({
  checkoutUrl: z.string(),
  sessionId: z.uuid(),
  invoiceId: z.uuid(),
  provider: z.enum(['test', 'stripe']),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/** POST /api/user/membership/autorenew {autoRenew} → the profile. */
export const AutoRenewInputSchema = z.object({ autoRenew: z.boolean() });
export type AutoRenewInput = z.infer<typeof AutoRenewInputSchema>;

/** GET api/user/CanCancelMembership (spec 03 §7). */
export const CanCancelMembershipSchema = z.object({
  canCancelMembership: z.boolean(),
  cancelMembershipReasons: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type CanCancelMembershipAnswer = z.infer<typeof CanCancelMembershipSchema>;

/** POST api/user/CancelMembership {CancelMembershipReason, CancelMembershipReasonOther} (spec 03 §5, §7). */
export const CancelMembershipInputSchema = z
  .object({
    CancelMembershipReason: z
      .string({ error: MEMBERSHIP_MESSAGES.reasonRequired })
      .trim()
      .min(1, MEMBERSHIP_MESSAGES.reasonRequired)
      .max(100, MEMBERSHIP_MESSAGES.reasonRequired),
    CancelMembershipReasonOther: z
      .string()
      .trim()
      .max(MEMBERSHIP_LIMITS.otherReasonMax, MEMBERSHIP_MESSAGES.detailsRequired)
      .nullish(),
  })
  .refine((v) => v.CancelMembershipReason !== CANCEL_REASON_OTHER || !!v.CancelMembershipReasonOther, {
    message: MEMBERSHIP_MESSAGES.detailsRequired,
    path: ['CancelMembershipReasonOther'],
  });
export type CancelMembershipInput = z.input<typeof CancelMembershipInputSchema>;
export const CancelMembershipResponseSchema = z.object({ message: z.string() });

/** Invoice status display (spec 03 §4); other values are shown as given. */
export const INVOICE_STATUSES = ['Paid', 'Pending', 'Cancelled', 'Refunded'] as const;

/** A line item (spec 03 §3). */
export const InvoiceLineSchema = z.object({
  itemName: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  totalPrice: money,
});

/** An invoice in the list. */
export const InvoiceSummarySchema = z.object({
  id: z.uuid(),
  invoiceNum: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  description: z.string(),
  status: z.string(),
  totalAmountIncGst: money,
  balanceDue: money,
  paymentUrl: z.string().nullable(),
  /**
   * Refunds asked of the payment provider and not confirmed yet (AUD; 0 when none): the invoice
   * shows "Refund pending" until the provider confirms (issue 31). The refunded amount and the
   * Refunded status change only then.
   */
  refundPending: money.default(0),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** GET /api/invoice/{id} (spec 03 §3 Invoice). */
export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  totalAmountExcGst: money,
  totalGst: money,
  netTotalAmount: money,
  totalAmountPaid: money,
  refundedAmount: money,
  userFullName: z.string(),
  memberNum: z.string().nullable(),
  membershipStartDate: isoDate.nullable(),
  membershipEndDate: isoDate.nullable(),
  lineItems: z.array(InvoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceIdParamsSchema = z.object({ id: z.uuid() });

export const INVOICE_SORTS = ['invoiceDate', '-invoiceDate', 'invoiceNum', '-invoiceNum'] as const;

/** POST /api/user/invoices?page&pageSize with {fromDate?, toDate?, page?, size?, sort?}; the body wins. */
export const InvoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MEMBERSHIP_LIMITS.maxPageSize).optional(),
});
export const InvoiceListInputSchema = z.object({
  fromDate: isoDate.nullish(),
  toDate: isoDate.nullish(),
  page: z.number().int().min(1).max(100_000).optional(),
  size: z.number().int().min(1).max(MEMBERSHIP_LIMITS.maxPageSize).optional(),
  sort: z.enum(INVOICE_SORTS).optional(),
});
export type InvoiceListInput = z.infer<typeof InvoiceListInputSchema>;
export const InvoiceListResponseSchema = z.object({
  invoices: z.array(InvoiceSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type InvoiceListResponse = z.infer<typeof InvoiceListResponseSchema>;

/** Staff invoice list page size: at most 100 (issue 31). */
export const STAFF_INVOICE_MAX_PAGE_SIZE = 100;

/**
 * GET /api/v1/admin/invoices (issue 31, staff and API keys with `invoices:read`): newest first.
 * `status` one of INVOICE_STATUSES; `from`/`to` inclusive issue dates (YYYY-MM-DD) in the tenant's
 * zone; `accountId` one member's invoices; `page` from 1, `pageSize` 1–100 (default 50).
 */
export const StaffInvoiceListQuerySchema = z
  .object({
    status: z.enum(INVOICE_STATUSES, { error: `Use one of ${INVOICE_STATUSES.join(', ')}` }).optional(),
    from: commonIsoDate.optional(),
    to: commonIsoDate.optional(),
    accountId: z.uuid({ error: 'accountId must be a member id (UUID)' }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(STAFF_INVOICE_MAX_PAGE_SIZE).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type StaffInvoiceListQuery = z.infer<typeof StaffInvoiceListQuerySchema>;

/** A staff list entry: the member's summary plus whose invoice it is and what it was for. */
export const StaffInvoiceSummarySchema = InvoiceSummarySchema.extend({
  accountId: z.uuid(),
  /** `event` (an order) or `renewal`. */
  kind: z.string(),
});
export type StaffInvoiceSummary = z.infer<typeof StaffInvoiceSummarySchema>;

export const StaffInvoiceListResponseSchema = z.object({
  data: z.array(StaffInvoiceSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffInvoiceListResponse = z.infer<typeof StaffInvoiceListResponseSchema>;

/** GET /api/v1/admin/invoices/{id}: the member view's detail (lines included) plus accountId and kind. */
export const StaffInvoiceDetailSchema = InvoiceDetailSchema.extend({ accountId: z.uuid(), kind: z.string() });
export type StaffInvoiceDetail = z.infer<typeof StaffInvoiceDetailSchema>;

/** A brand asset (spec 03 §3: 9 logo variants and two PDFs); `url` downloads it. Members only. */
export const BrandAssetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['logo', 'document']),
  name: z.string(),
  description: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  url: z.string(),
});
export type BrandAsset = z.infer<typeof BrandAssetSchema>;
/** GET /api/user/brand-assets → { assets }. */
export const BrandAssetListSchema = z.object({ assets: z.array(BrandAssetSchema) });
export type BrandAssetList = z.infer<typeof BrandAssetListSchema>;
export const BrandAssetIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
