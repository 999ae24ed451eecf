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
export function effectiveStatus(m: Pick<MembershipRow, 'status' | 'renewed_to' | 'is_life'>, today: string): string {
  if (m.status === 'Cancelled') return 'Cancelled';
  if (!m.is_life && m.renewed_to && m.renewed_to < today) return 'Lapsed';
  return 'Active';
}

/** The membership profile answer. */
export function presentMembership(m: MembershipRow, today: string, pendingInvoiceId: string | null): MembershipProfile {
  const status = effectiveStatus(m, today);
  const days = m.is_life || !m.renewed_to ? null : daysBetween(today, m.renewed_to);
  const renewable = !m.is_life && status !== 'Cancelled';
  return {
    id: m.id,
    memberNum: m.member_num,
    membershipName: m.type_name,
    memberStatus: status,
    joinDate: m.join_date,
    renewedToDate: m.renewed_to,
    terminationDate: m.termination_date,
    membershipType: m.type_code,
    isLifeMember: m.is_life,
    autoRenew: m.auto_renew,
    renewalFee: money(m.fee_cents),
    renewalDue: renewable && days !== null && days <= MEMBERSHIP_LIMITS.renewalNoticeDays,
    daysToRenewal: days,
    nextRenewedToDate: renewable ? nextPeriod(m.renewed_to, m.period_months, today).end : null,
    pendingInvoiceId,
  };
}
