/**
 * Membership rules (issue #15; spec 03 §6, spec 01 §2). Pure functions over loaded facts; the
 * services load, ask and `enforce`.
 *
 * - A membership, certificate and invoice are their owner's: anyone else gets 404 (existence is
 *   private; issue #15 tests).
 * - Cancelling (chosen, recorded in spec-coverage): only an Active, non-life membership whose
 *   renewed-to date has not passed; a life member or a lapsed member cannot cancel; a cancelled one
 *   cannot cancel again. The tenant's `cancel_membership` sub-feature gates the call (404 when off).
 * - Renewing: not for a life member or a cancelled membership.
 * - Paying an invoice: only while its balance due is above 0 (spec 03 §4) and it is Pending.
 */
import { INVOICE_MESSAGES, MEMBERSHIP_MESSAGES } from '@portal/shared';
import { type Denial, deny } from './denial';

export interface MembershipFacts {
  accountId: string;
  /** Effective status: Active | Lapsed | Cancelled. */
  status: string;
  isLife: boolean;
}

export interface InvoiceFacts {
  accountId: string;
  status: string;
  balanceDueCents: number;
}

export const MEMBERSHIP_DENIALS = {
  notFound: deny('NOT_FOUND', MEMBERSHIP_MESSAGES.notFound),
  cannotCancel: deny('CANNOT_CANCEL', MEMBERSHIP_MESSAGES.cannotCancel),
  cannotRenew: deny('CONFLICT', MEMBERSHIP_MESSAGES.cannotRenew),
  invoiceNotFound: deny('NOT_FOUND', INVOICE_MESSAGES.notFound),
  nothingDue: deny('CONFLICT', INVOICE_MESSAGES.nothingDue),
} as const;

/** The caller's own membership, else 404. */
export function checkMembershipAccess(actorId: string, m: MembershipFacts | null): Denial | null {
  if (!m || m.accountId !== actorId) return MEMBERSHIP_DENIALS.notFound;
  return null;
}

/** Whether the membership may be cancelled now (see the module comment). */
export function checkCancelMembership(m: MembershipFacts | null): Denial | null {
  if (!m) return MEMBERSHIP_DENIALS.notFound;
  if (m.isLife || m.status !== 'Active') return MEMBERSHIP_DENIALS.cannotCancel;
  return null;
}

/** Whether the membership may be renewed (not life, not cancelled). */
export function checkRenewMembership(m: MembershipFacts | null): Denial | null {
  if (!m) return MEMBERSHIP_DENIALS.notFound;
  if (m.isLife || m.status === 'Cancelled') return MEMBERSHIP_DENIALS.cannotRenew;
  return null;
}

/** The caller's own invoice, else 404. */
export function checkInvoiceAccess(actorId: string, inv: InvoiceFacts | null): Denial | null {
  if (!inv || inv.accountId !== actorId) return MEMBERSHIP_DENIALS.invoiceNotFound;
  return null;
}

/** An own invoice that can be paid: Pending with a balance due above 0. */
export function checkInvoicePayable(actorId: string, inv: InvoiceFacts | null): Denial | null {
  const access = checkInvoiceAccess(actorId, inv);
  if (access || !inv) return access;
  if (inv.status !== 'Pending' || inv.balanceDueCents <= 0) return MEMBERSHIP_DENIALS.nothingDue;
  return null;
}

/** Brand assets are for members only (spec 03 §6: the Member contact type); others get 404. */
export function checkBrandAssetAccess(actor: { contactTypes: string[] }): Denial | null {
  return actor.contactTypes.includes('Member') ? null : deny('NOT_FOUND', 'Brand asset not found.');
}
