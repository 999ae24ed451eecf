import { CART_MESSAGES, Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { checkCartAccess, checkCartOpen, checkCheckoutCart, checkSessionPayable, checkTestSessionAccess } from './cart';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';
const member = { id: ME, role: Role.Standard, contactTypes: ['Member'] };
const staff = { id: ME, role: Role.Standard, contactTypes: ['Staff'] };
const admin = { id: ME, role: Role.Admin, contactTypes: [] };
const manager = { id: ME, role: Role.Manager, contactTypes: ['Member'] };
const code = (d: { code: string } | null) => d?.code ?? 'ok';

describe('cart policy', () => {
  it.each([
    ['member, own cart', member, ME, 'ok'],
    ['member, another member’s cart', member, OTHER, 'NOT_FOUND'],
    ['manager, another member’s cart', manager, OTHER, 'NOT_FOUND'],
    ['staff, another member’s cart', staff, OTHER, 'ok'],
    ['admin, another member’s cart', admin, OTHER, 'ok'],
  ])('%s -> %s', (_case, actor, accountId, expected) => {
    expect(code(checkCartAccess(actor, { accountId }))).toBe(expected);
  });

  it('answers 404 `Cart not found.` for a missing cart, 409 for a checked-out one', () => {
    expect(checkCartAccess(admin, null)).toEqual({ code: 'NOT_FOUND', message: CART_MESSAGES.cartNotFound });
    expect(code(checkCartOpen({ status: 'open' }))).toBe('ok');
    expect(checkCartOpen({ status: 'checked_out' })).toEqual({
      code: 'CART_CLOSED',
      message: CART_MESSAGES.cartClosed,
    });
  });

  it.each([
    [{ accountId: ME, status: 'open' }, ME, 'ok'],
    [{ accountId: ME, status: 'checked_out' }, ME, 'CART_CLOSED'],
    [{ accountId: OTHER, status: 'open' }, ME, 'NOT_FOUND'],
    [{ accountId: OTHER, status: 'checked_out' }, ME, 'NOT_FOUND'],
    [null, ME, 'NOT_FOUND'],
  ])('checkout of cart %j for %s -> %s', (cart, accountId, expected) => {
    expect(code(checkCheckoutCart(cart, accountId))).toBe(expected);
  });

  it.each([
    ['member, own test session', member, 'test', ME, 'ok'],
    ['member, another member’s session', member, 'test', OTHER, 'NOT_FOUND'],
    ['staff, another member’s session', staff, 'test', OTHER, 'ok'],
    ['admin, own Stripe session', admin, 'stripe', ME, 'NOT_FOUND'],
    ['member, own zero-total session', member, 'none', ME, 'NOT_FOUND'],
  ])('test gateway: %s -> %s', (_case, actor, provider, accountId, expected) => {
    expect(code(checkTestSessionAccess(actor, { provider, accountId }))).toBe(expected);
  });

  it.each([
    ['open', 'ok'],
    ['paid', 'SESSION_PAID'],
    ['cancelled', 'SESSION_CANCELLED'],
    ['expired', 'SESSION_EXPIRED'],
  ])('a %s session can be paid: %s', (status, expected) => {
    expect(code(checkSessionPayable({ status }))).toBe(expected);
  });
});
