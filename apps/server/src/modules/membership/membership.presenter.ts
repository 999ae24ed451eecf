/**
 * The membership as the caller reads it (spec 03 §3 Membership profile; issue #15): the effective
 * status (Active turns Lapsed once renewed-to has passed), renewal due within
 * MEMBERSHIP_LIMITS.renewalNoticeDays of renewed-to or lapsed, and the period a renewal now pays.
 */
import { MEMBERSHIP_LIMITS, type MembershipProfile } from '@portal/shared';
import { money } from '../../lib/values';
import { daysBetween, nextPeriod } from './membership.dates';
import type { MembershipRow } from './membership.repository';

/** Active | Lapsed | Cancelled at `today` (`YYYY-MM-DD`). */
export function effectiveStatus(m: Pick<MembershipRow, 'status' | 'renewedTo' | 'isLife'>, today: string): string {
  if (m.status === 'Cancelled') return 'Cancelled';
  if (!m.isLife && m.renewedTo && m.renewedTo < today) return 'Lapsed';
  return 'Active';
}

/** The membership profile answer. */
export function presentMembership(m: MembershipRow, today: string, pendingInvoiceId: string | null): MembershipProfile {
  const status = effectiveStatus(m, today);
  const days = m.isLife || !m.renewedTo ? null : daysBetween(today, m.renewedTo);
  const renewable = !m.isLife && status !== 'Cancelled';
  return {
    id: m.id,
    memberNum: m.memberNum,
    membershipName: m.typeName,
    memberStatus: status,
    joinDate: m.joinDate,
    renewedToDate: m.renewedTo,
    terminationDate: m.terminationDate,
    membershipType: m.typeCode,
    isLifeMember: m.isLife,
    autoRenew: m.autoRenew,
    renewalFee: money(m.feeCents),
    renewalDue: renewable && days !== null && days <= MEMBERSHIP_LIMITS.renewalNoticeDays,
    daysToRenewal: days,
    nextRenewedToDate: renewable ? nextPeriod(m.renewedTo, m.periodMonths, today).end : null,
    pendingInvoiceId,
  };
}
