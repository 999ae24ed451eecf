/**
 * Memberships (issue #15; spec 03 §3, §5, §7 Settings, preferences and membership; spec 01 §2):
 * the caller's membership, links to this portal's renewal and management pages, renewal through
 * the payment provider (a Pending renewal invoice, reused while unpaid, paid through
 * billing/checkout.service.ts; payment extends renewed-to in the paying transaction, see
 * billing/invoice-settlement.ts and renewal-payment.ts), automatic renewal on/off, the cancel check and cancellation,
 * and the onboarding redirect type.
 */
import {
  type CanCancelMembershipAnswer,
  type CancelMembershipInput,
  CANCEL_REASON_OTHER,
  isSubModuleEnabled,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PATHS,
  type MembershipLink,
  type MembershipProfile,
  type MembershipRedirectType,
  type PaymentStart,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { enforce, permitted } from '../../policies/denial';
import {
  checkCancelMembership,
  checkMembershipAccess,
  checkRenewMembership,
  type MembershipFacts,
} from '../../policies/membership';
import { insertInvoice, invoiceById, invoiceLines, startInvoiceCheckout } from '../billing';
import { localToday, nextPeriod } from './membership.dates';
import { effectiveStatus, presentMembership } from './membership.presenter';
import {
  markCancelled,
  markLapsed,
  type MembershipRow,
  membershipOfAccount,
  pendingRenewalInvoiceId,
  setAutoRenew,
} from './membership.repository';
import { revokeSession } from '../identity';
import { enqueueWebhookEvent } from '../webhooks';

/** The reasons offered for cancelling (spec 03 §3: the server supplies them; wording chosen). */
export const CANCEL_MEMBERSHIP_REASONS = [
  { value: 'retiring', label: 'Retiring from practice' },
  { value: 'leaving_profession', label: 'Leaving the profession' },
  { value: 'career_break', label: 'Taking a career break or parental leave' },
  { value: 'moving_overseas', label: 'Moving overseas' },
  { value: 'cost', label: 'The membership fee is too high' },
  { value: 'value', label: 'Not getting enough value from membership' },
  { value: CANCEL_REASON_OTHER, label: 'Other' },
] as const;

const factsOf = (m: MembershipRow, today: string): MembershipFacts => ({
  accountId: m.accountId,
  status: effectiveStatus(m, today),
  isLife: m.isLife,
});

async function ownMembership(db: Executor, actor: Actor, today: string, forUpdate = false): Promise<MembershipRow> {
  const m = await membershipOfAccount(db, actor.id, forUpdate);
  return permitted(m, checkMembershipAccess(actor.id, m && factsOf(m, today)));
}

/** GET /api/user/membership: the caller's membership; 404 when they have none. */
export async function getMembership(ctx: AppContext, actor: Actor, now = new Date()): Promise<MembershipProfile> {
  const today = localToday(ctx.config.tenant.timeZone, now);
  const m = await ownMembership(ctx.db, actor, today);
  return presentMembership(m, today, await pendingRenewalInvoiceId(ctx.db, m.id));
}

/** The caller's own membership by id (certificate calls): another member's answers 404. */
export async function ownMembershipById(ctx: AppContext, actor: Actor, id: string): Promise<MembershipRow> {
  const m = await membershipOfAccount(ctx.db, actor.id);
  const found = m && m.id === id ? m : null;
  return permitted(
    found,
    checkMembershipAccess(actor.id, found && factsOf(found, localToday(ctx.config.tenant.timeZone))),
  );
}

/** renewallink, managelink, updatepaymentlink: this portal's pages (absolute, from `origin`). */
export function membershipLink(
  origin: string,
  which: 'renew' | 'manage' | 'updatePayment',
  autoRenew = false,
): MembershipLink {
  if (which === 'renew') return { url: `${origin}${MEMBERSHIP_PATHS.renew}`, label: 'Renew Membership' };
  if (which === 'manage')
    return {
      url: `${origin}${MEMBERSHIP_PATHS.manage}`,
      label: autoRenew ? 'Manage automatic renewal' : 'Turn on automatic renewal',
    };
  return { url: `${origin}${MEMBERSHIP_PATHS.updatePayment}`, label: 'Confirm/Update Payment Details' };
}

/** GET /api/user/membership/managelink: the label follows the caller's auto-renew state. */
export async function manageLink(ctx: AppContext, actor: Actor, origin: string): Promise<MembershipLink> {
  const m = await membershipOfAccount(ctx.db, actor.id);
  return membershipLink(origin, 'manage', m?.autoRenew ?? false);
}

/**
 * POST /api/user/membership/renew: the Pending renewal invoice of the next period (written once
 * under the membership's row lock, reused while unpaid), then a checkout of it.
 * @throws 404 no membership; 409 CONFLICT life or cancelled membership; 502 CHECKOUT_FAILED
 */
export async function renewMembership(
  ctx: AppContext,
  actor: Actor,
  origin: string,
  now = new Date(),
): Promise<PaymentStart> {
  const today = localToday(ctx.config.tenant.timeZone, now);
  const invoiceId = await ctx.db.transaction(async (tx) => {
    const m = await ownMembership(tx, actor, today, true);
    enforce(checkRenewMembership(factsOf(m, today)));
    const pending = await pendingRenewalInvoiceId(tx, m.id);
    if (pending) return pending;
    const period = nextPeriod(m.renewedTo, m.periodMonths, today);
    return insertInvoice(tx, {
      accountId: m.accountId,
      description: `Membership renewal: ${m.typeName}`,
      status: 'Pending',
      kind: 'renewal',
      membershipId: m.id,
      periodStart: period.start,
      periodEnd: period.end,
      invoiceDate: now,
      dueDate: now,
      totalCents: Number(m.feeCents),
      lines: [
        { name: `${m.typeName} membership ${period.start} to ${period.end}`, quantity: 1, unit: Number(m.feeCents) },
      ],
    });
  });
  const started = await startInvoiceCheckout(
    ctx,
    invoiceId,
    async (tx) => {
      const invoice = await invoiceById(tx, invoiceId, true);
      if (invoice?.status !== 'Pending') throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.cannotRenew);
      const lines = await invoiceLines(tx, invoiceId);
      return {
        accountId: invoice.accountId,
        amountCents: invoice.balanceDueCents,
        lines: lines.map((l) => ({
          name: l.itemName,
          quantity: Number(l.quantity),
          unitAmountCents: l.unitPriceCents,
        })),
      };
    },
    origin,
    { success: MEMBERSHIP_PATHS.renewed, cancel: MEMBERSHIP_PATHS.profile },
  );
  return { ...started, invoiceId };
}

/** POST /api/user/membership/autorenew {autoRenew}: answers the profile. 409 for a life or cancelled membership. */
export async function updateAutoRenew(
  ctx: AppContext,
  actor: Actor,
  autoRenew: boolean,
  now = new Date(),
): Promise<MembershipProfile> {
  const today = localToday(ctx.config.tenant.timeZone, now);
  await ctx.db.transaction(async (tx) => {
    const m = await ownMembership(tx, actor, today, true);
    enforce(checkRenewMembership(factsOf(m, today)));
    await setAutoRenew(tx, m.id, autoRenew);
  });
  return getMembership(ctx, actor, now);
}

function cancelFeatureOn(ctx: AppContext): void {
  if (!isSubModuleEnabled(ctx.config.tenant.features, 'settings', 'cancel_membership'))
    throw new AppError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFound);
}

/** GET api/user/CanCancelMembership (spec 03 §7): false without a cancellable membership. 404 when the tenant's flag is off. */
export async function canCancelMembership(
  ctx: AppContext,
  actor: Actor,
  now = new Date(),
): Promise<CanCancelMembershipAnswer> {
  cancelFeatureOn(ctx);
  const today = localToday(ctx.config.tenant.timeZone, now);
  const m = await membershipOfAccount(ctx.db, actor.id);
  const can = !!m && m.accountId === actor.id && checkCancelMembership(factsOf(m, today)) === null;
  return { canCancelMembership: can, cancelMembershipReasons: [...CANCEL_MEMBERSHIP_REASONS] };
}

/**
 * POST api/user/CancelMembership: cancels today with the reason and signs the caller's session out
 * (spec 03 §4). 400 for an unknown reason; 409 CANNOT_CANCEL (life, lapsed, cancelled); 404.
 */
export async function cancelMembership(
  ctx: AppContext,
  actor: Actor,
  input: CancelMembershipInput,
  now = new Date(),
): Promise<{ message: string }> {
  cancelFeatureOn(ctx);
  const reason = CANCEL_MEMBERSHIP_REASONS.find((r) => r.value === input.CancelMembershipReason);
  if (!reason) throw new AppError('VALIDATION_ERROR', MEMBERSHIP_MESSAGES.reasonRequired);
  const other = reason.value === CANCEL_REASON_OTHER ? (input.CancelMembershipReasonOther?.trim() ?? '') : null;
  if (other === '') throw new AppError('VALIDATION_ERROR', MEMBERSHIP_MESSAGES.detailsRequired);
  const today = localToday(ctx.config.tenant.timeZone, now);
  await ctx.db.transaction(async (tx) => {
    const m = await ownMembership(tx, actor, today, true);
    enforce(checkCancelMembership(factsOf(m, today)));
    await markCancelled(tx, m.id, today, reason.value, other);
    await enqueueWebhookEvent(
      ctx,
      tx,
      'membership.cancelled',
      { id: m.id, accountId: m.accountId, memberNumber: m.memberNum, cancelledOn: today, reason: reason.value },
      { accountId: m.accountId },
    );
    await revokeSession(tx, actor.sessionId);
  });
  return { message: MEMBERSHIP_MESSAGES.cancelled };
}

/**
 * The final onboarding step's redirect type (spec 01 §2), for the onboarding helper: Life Member
 * for a life membership; Auto Rollover when automatic renewal is on; Renew Membership when there
 * is no active membership or renewal is due (within the notice window or lapsed); else BondMx
 * (active for the current period). "Today" is in `zone`, the tenant's IANA zone.
 */
export async function membershipRedirectType(
  db: Executor,
  accountId: string,
  zone: string,
  now = new Date(),
): Promise<MembershipRedirectType> {
  const m = await membershipOfAccount(db, accountId);
  if (!m) return 'Renew Membership';
  if (m.isLife) return 'Life Member';
  const today = localToday(zone, now);
  const profile = presentMembership(m, today, null);
  if (profile.memberStatus === 'Cancelled') return 'Renew Membership';
  if (m.autoRenew) return 'Auto Rollover';
  return profile.renewalDue ? 'Renew Membership' : 'BondMx';
}

/**
 * The lapse run (job `membership.mark-lapsed`, hourly; issue 31): Active memberships whose
 * renewed-to has passed (the tenant's day) are stored as Lapsed and `membership.lapsed` is emitted for
 * each, in one transaction. Answers how many lapsed.
 */
export async function markLapsedMemberships(ctx: AppContext, now = new Date()): Promise<number> {
  const today = localToday(ctx.config.tenant.timeZone, now);
  return ctx.db.transaction(async (tx) => {
    const lapsed = await markLapsed(tx, today);
    for (const m of lapsed)
      await enqueueWebhookEvent(
        ctx,
        tx,
        'membership.lapsed',
        { id: m.id, accountId: m.accountId, memberNumber: m.memberNum, renewedTo: m.renewedTo, lapsedOn: today },
        { accountId: m.accountId },
      );
    return lapsed.length;
  });
}
