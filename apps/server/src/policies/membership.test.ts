import { describe, expect, it } from 'vitest';
import {
  checkBrandAssetAccess,
  checkCancelMembership,
  checkInvoiceAccess,
  checkInvoicePayable,
  checkMembershipAccess,
  checkRenewMembership,
} from './membership';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';
const code = (d: { code: string } | null) => d?.code ?? 'ok';
const m = (status: string, isLife = false, accountId = ME) => ({ accountId, status, isLife });

describe('membership policy', () => {
  it.each([
    ['own active', m('Active'), 'ok', 'ok', 'ok'],
    ['own lapsed', m('Lapsed'), 'ok', 'CANNOT_CANCEL', 'ok'],
    ['own cancelled', m('Cancelled'), 'ok', 'CANNOT_CANCEL', 'CONFLICT'],
    ['own life', m('Active', true), 'ok', 'CANNOT_CANCEL', 'CONFLICT'],
    ['another member’s', m('Active', false, OTHER), 'NOT_FOUND', 'ok', 'ok'],
    ['none', null, 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
  ])('%s: access %s, cancel %s, renew %s', (_case, facts, access, cancel, renew) => {
    expect(code(checkMembershipAccess(ME, facts))).toBe(access);
    expect(code(checkCancelMembership(facts))).toBe(cancel);
    expect(code(checkRenewMembership(facts))).toBe(renew);
  });

  it.each([
    ['own pending with a balance', { accountId: ME, status: 'Pending', balanceDueCents: 100 }, 'ok', 'ok'],
    ['own paid', { accountId: ME, status: 'Paid', balanceDueCents: 0 }, 'ok', 'CONFLICT'],
    ['own pending with nothing due', { accountId: ME, status: 'Pending', balanceDueCents: 0 }, 'ok', 'CONFLICT'],
    ['another member’s', { accountId: OTHER, status: 'Pending', balanceDueCents: 100 }, 'NOT_FOUND', 'NOT_FOUND'],
    ['none', null, 'NOT_FOUND', 'NOT_FOUND'],
  ])('invoice %s: access %s, pay %s', (_case, facts, access, pay) => {
    expect(code(checkInvoiceAccess(ME, facts))).toBe(access);
    expect(code(checkInvoicePayable(ME, facts))).toBe(pay);
  });

  it.each([
    [['Member'], 'ok'],
    [['Member', 'Staff'], 'ok'],
    [['ClientUser'], 'NOT_FOUND'],
    [[], 'NOT_FOUND'],
  ])('brand assets for %j -> %s', (contactTypes, expected) => {
    expect(code(checkBrandAssetAccess({ contactTypes }))).toBe(expected);
  });
});
