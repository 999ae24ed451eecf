/**
 * Supplier (organisation) details (issue 30 "Documents"): the supplier facts a tax invoice must carry (ATO:
 * the seller's identity and ABN) and the address printed under them. Staff edit them in the staff
 * settings (Admin only); they are stored as server values under `SUPPLIER_KEYS` and fall back per
 * field to the tenant's demo values (`TENANT_SUPPLIER_DEFAULTS`).
 *
 * GET    /api/v1/admin/supplier-details        → SupplierDetailsResponse (the details and `logoUrl`)
 * PUT    /api/v1/admin/supplier-details          SupplierDetailsInput → SupplierDetailsResponse
 * PUT    /api/v1/admin/supplier-details/logo     multipart field `logo` (PNG or JPEG) → SupplierLogo
 * DELETE /api/v1/admin/supplier-details/logo     → SupplierLogo (`logoUrl` null: the built-in logo again)
 *
 * The organisation's logo (issue 30 "tenant settings for ... logo"): staff upload a PNG or JPEG of at
 * most 2 MB and at least 64 px high; the server keeps it as a PNG of at most 600 × 200 px (aspect ratio
 * kept) and prints it on tax invoices, receipts, tickets and certificates and in the mails' header.
 */
import { z } from 'zod';
import { AU_STATES } from '../preferences/preferences.schemas';
import type { TenantId } from '../tenants/tenants';

export const SUPPLIER_DETAILS_MESSAGES = {
  abnInvalid: 'Enter a valid ABN',
  legalNameRequired: 'Enter the legal name',
  streetRequired: 'Enter the street address',
  suburbRequired: 'Enter the suburb',
  stateInvalid: 'Choose a state or territory',
  postcodeInvalid: 'Enter a 4-digit postcode',
  tooLong: 'This is too long',
} as const;

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The 11 digits of an ABN typed with or without spaces, or null when it is not 11 digits. */
export function abnDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * True when `value` is an ABN by the ATO checksum: subtract 1 from the first digit, weight the 11
 * digits by 10, 1, 3, 5, …, 19, and the sum divides by 89 (spaces are ignored).
 */
export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!digits) return false;
  const sum = [...digits].reduce((acc, d, i) => acc + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i], 0);
  return sum % 89 === 0;
}

/** An ABN as the ATO prints it: "51 824 753 556" (the value unchanged when it is not 11 digits). */
export function formatAbn(value: string): string {
  const d = abnDigits(value);
  return d ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : value;
}

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, SUPPLIER_DETAILS_MESSAGES.tooLong);

/** PUT admin/organisation-details body; the ABN is stored as its 11 digits. */
export const SupplierDetailsInputSchema = z.object({
  legalName: text(200, SUPPLIER_DETAILS_MESSAGES.legalNameRequired),
  abn: z
    .string({ error: SUPPLIER_DETAILS_MESSAGES.abnInvalid })
    .refine(isValidAbn, SUPPLIER_DETAILS_MESSAGES.abnInvalid)
    .transform((v) => abnDigits(v) ?? v),
  street: text(200, SUPPLIER_DETAILS_MESSAGES.streetRequired),
  suburb: text(100, SUPPLIER_DETAILS_MESSAGES.suburbRequired),
  state: z.enum(AU_STATES, { error: SUPPLIER_DETAILS_MESSAGES.stateInvalid }),
  postcode: z
    .string({ error: SUPPLIER_DETAILS_MESSAGES.postcodeInvalid })
    .trim()
    .regex(/^\d{4}$/, SUPPLIER_DETAILS_MESSAGES.postcodeInvalid),
});
export type SupplierDetailsInput = z.infer<typeof SupplierDetailsInputSchema>;

/** The details in force (each field the stored value, else the tenant's demo value). */
export const SupplierDetailsSchema = z.object({
  legalName: z.string(),
  abn: z.string(),
  street: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});
export type SupplierDetails = z.infer<typeof SupplierDetailsSchema>;

/** Limits of the uploaded logo: bytes as sent, pixels of the stored PNG (`maxWidthPx` × `maxHeightPx` box). */
export const SUPPLIER_LOGO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  minHeightPx: 64,
  maxWidthPx: 600,
  maxHeightPx: 200,
  extensions: ['png', 'jpg', 'jpeg'],
} as const;

export const SUPPLIER_LOGO_MESSAGES = {
  missing: 'Choose an image for the logo.',
  tooMany: 'Choose one image for the logo.',
  notAllowed: 'The logo must be a PNG or JPEG image.',
  tooLarge: 'The logo must be 2 MB or smaller.',
  tooShort: `The logo must be at least ${SUPPLIER_LOGO_LIMITS.minHeightPx} pixels high.`,
} as const;

/**
 * The uploaded logo's state: `logoUrl` the public address of the stored PNG (same-origin path with a
 * version query that changes on each upload), or null when documents and mails use the built-in logo.
 */
export const SupplierLogoSchema = z.object({ logoUrl: z.string().nullable() });
export type SupplierLogo = z.infer<typeof SupplierLogoSchema>;

/** GET/PUT admin/supplier-details answer: the details in force and the logo's state. */
export const SupplierDetailsResponseSchema = SupplierDetailsSchema.extend(SupplierLogoSchema.shape);
export type SupplierDetailsResponse = z.infer<typeof SupplierDetailsResponseSchema>;

/** Server value keys of each field. */
export const SUPPLIER_KEYS: Record<keyof SupplierDetails, string> = {
  legalName: 'supplier.legal-name',
  abn: 'supplier.abn',
  street: 'supplier.street',
  suburb: 'supplier.suburb',
  state: 'supplier.state',
  postcode: 'supplier.postcode',
};

/** Demo supplier details per tenant (fictional; each ABN passes the checksum, all distinct; ota's is the ATO's documented example 51 824 753 556). */
export const TENANT_SUPPLIER_DEFAULTS: Record<TenantId, SupplierDetails> = {
  ota: {
    legalName: 'Occupational Therapy Association of Australia Ltd',
    abn: '51824753556',
    street: 'Level 3, 123 Collins Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
  },
  psa: {
    legalName: 'Public Skills Association Inc.',
    abn: '89111111111',
    street: '45 Northbourne Avenue',
    suburb: 'Canberra',
    state: 'ACT',
    postcode: '2601',
  },
  maritime: {
    legalName: 'Maritime Skills Australia Ltd',
    abn: '79222222222',
    street: '2 Harbour Road',
    suburb: 'Fremantle',
    state: 'WA',
    postcode: '6160',
  },
  lawcouncil: {
    legalName: 'Law Council of the Commonwealth Ltd',
    abn: '69333333333',
    street: '19 Torrens Street',
    suburb: 'Braddon',
    state: 'ACT',
    postcode: '2612',
  },
  tls: {
    legalName: 'Territory Law Society Inc.',
    abn: '59444444444',
    street: '170 Phillip Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
  },
};

/** The address on one line: "Level 3, 123 Collins Street, Melbourne VIC 3000". */
export function supplierAddress(d: SupplierDetails): string {
  return [d.street, [d.suburb, d.state, d.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
