/**
 * Cart, checkout and the built-in test gateway (spec 01 §2 Checkout redirect page, §3 Cart, §4
 * Cart checkout, §7 Cart, §8 Cart). An item's `itemPriceId` is an event ticket price id (a ticket
 * type). Amounts are AUD numbers rounded to 2 decimals (integer cents in the database).
 *
 * Checkout holds the seats for CART_LIMITS.holdMinutes (server setting HOLD_MINUTES) and answers
 * `checkoutUrl`: the built-in gateway page `/checkout/test-gateway/{sessionId}` of the web app, or a
 * Stripe Checkout page when the server has STRIPE_SECRET_KEY. A zero total confirms at once and
 * `checkoutUrl` is the portal's success page.
 */
import { z } from 'zod';

export const CART_LIMITS = {
  /** Quantity of one item: at least 1 (spec 03 §4 minimum 1, step 1); at most 20 (chosen). */
  minQuantity: 1,
  maxQuantity: 20,
  /** Distinct items in one cart (chosen). */
  maxItems: 50,
  /** Default seat hold while paying, minutes (server setting HOLD_MINUTES). */
  holdMinutes: 15,
  updateDebounceMs: 400,
  checkoutFlagResetMs: 690,
  badgeAnimationMs: 500,
  currency: 'AUD',
  /** Local storage key of the cart id (spec 01 §3). */
  storageKey: 'cartId',
} as const;

/** Where the portal lands after checkout (chosen). */
export const CHECKOUT_PATHS = {
  success: '/events/attending?checkout=success',
  /** `{eventId}` is the first item's event. */
  cancelled: '/events/{eventId}?checkout=cancelled',
  testGateway: '/checkout/test-gateway/{sessionId}',
} as const;

export const CART_MESSAGES = {
  // spec 01 §8 Cart
  checkoutError: 'Checkout error. Try again.',
  reloadPage: 'Please try reloading the page.',
  // spec 01 §2 /buy-now
  processing: 'Processing...',
  // Chosen (server texts)
  cartNotFound: 'Cart not found.',
  cartItemNotFound: 'Cart item not found.',
  cartClosed: 'This cart has already been checked out.',
  cartEmpty: 'Your cart is empty.',
  cartFull: 'Your cart is full.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: 'Quantity must be at most 20.',
  itemPriceRequired: 'Please choose a ticket type.',
  // Test gateway (chosen, in the usual card-processor wording)
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberRequired: 'Please enter a card number.',
  expiryInvalid: "Your card's expiration date is invalid.",
  cardExpired: 'Your card has expired.',
  cvcInvalid: "Your card's security code is invalid.",
  cvcIncorrect: "Your card's security code is incorrect.",
  nameRequired: 'Please enter the name on the card.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  sessionExpired: 'This checkout session has expired. Please return to your cart and try again.',
  sessionPaid: 'This checkout session has already been paid.',
  sessionCancelled: 'This checkout session was cancelled. Please return to your cart and try again.',
  holdExpired: 'Your seats were released because the checkout took too long. Please return to your cart and try again.',
  paymentReceived: 'Payment received. Thank you!',
} as const;

const id = z.number().int().positive().max(2_147_483_647);
const money = z.number();

/** ?userId: must be the caller (staff may name another account). */
export const CartUserQuerySchema = z.object({ userId: z.uuid() });
export const CartIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/cart/new?userId → { cartId }. */
export const CartNewResponseSchema = z.object({ cartId: z.uuid() });
export type CartNewResponse = z.infer<typeof CartNewResponseSchema>;

/** A cart line (spec 01 §3) plus names for display. `eventId` groups the lines by event. */
export const CartItemSchema = z.object({
  cartItemId: z.number().int(),
  itemPriceId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: money,
  totalPrice: money,
  eventId: z.number().int().nullable(),
  /** Ticket type name. */
  name: z.string(),
  eventTitle: z.string().nullable(),
  /** Seats left of this type now (null = unlimited), for the quantity control. */
  remaining: z.number().int().nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET /api/cart/{id} and the answer of every cart write. `total` = sum of item totals (AUD, 2 decimals). */
export const CartSchema = z.object({
  cartId: z.uuid(),
  cartItems: z.array(CartItemSchema),
  total: money,
  currency: z.literal('AUD'),
  /** open until checkout is paid, then checked_out (read-only). */
  status: z.enum(['open', 'checked_out']),
});
export type Cart = z.infer<typeof CartSchema>;

/** GET /api/cart/latest?userId → the newest open cart, or { cartId: null, cartItems: [] }. */
export const CartLatestResponseSchema = z.object({ cartId: z.uuid().nullable(), cartItems: z.array(CartItemSchema) });
export type CartLatestResponse = z.infer<typeof CartLatestResponseSchema>;

const quantity = z
  .number({ error: CART_MESSAGES.quantityMin })
  .int(CART_MESSAGES.quantityMin)
  .min(CART_LIMITS.minQuantity, CART_MESSAGES.quantityMin)
  .max(CART_LIMITS.maxQuantity, CART_MESSAGES.quantityMax);

/** POST /api/cart/additem {cartId, itemPriceId, quantity}: adds to the line's quantity. Answer: Cart. */
export const CartAddItemInputSchema = z.object({ cartId: z.uuid(), itemPriceId: id, quantity: quantity.default(1) });
export type CartAddItemInput = z.input<typeof CartAddItemInputSchema>;

/** POST /api/cart/updateitem {cartId, itemPriceId, quantity}: sets the line's quantity (≥ 1). Answer: Cart. */
export const CartUpdateItemInputSchema = z.object({ cartId: z.uuid(), itemPriceId: id, quantity });
export type CartUpdateItemInput = z.infer<typeof CartUpdateItemInputSchema>;

/** POST /api/cart/removeItem {cartItemId}. Answer: Cart. */
export const CartRemoveItemInputSchema = z.object({ cartItemId: id });
export type CartRemoveItemInput = z.infer<typeof CartRemoveItemInputSchema>;

/** POST /api/cart/checkout {cartId, userId} → { checkoutUrl } (absolute URL), plus the session. */
export const CartCheckoutInputSchema = z.object({ cartId: z.uuid(), userId: z.uuid() });
export type CartCheckoutInput = z.infer<typeof CartCheckoutInputSchema>;
export const CartCheckoutResponseSchema = z.object({
  checkoutUrl: z.string(),
  sessionId: z.uuid(),
  /** When the seat hold ends (ISO); null when the order was confirmed at once (zero total). */
  expiresAt: z.string().nullable(),
  provider: z.enum(['test', 'stripe', 'none']),
});
export type CartCheckoutResponse = z.infer<typeof CartCheckoutResponseSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'paid', 'expired', 'cancelled'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

export const CheckoutSessionParamsSchema = z.object({ sessionId: z.uuid() });

/** GET /api/payments/test-gateway/{sessionId}: the summary the card page shows. */
export const TestGatewaySessionSchema = z.object({
  sessionId: z.uuid(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  amount: money,
  currency: z.literal('AUD'),
  items: z.array(
    z.object({
      name: z.string(),
      eventTitle: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: money,
      totalPrice: money,
    }),
  ),
  /** The seat hold's end (ISO); for an invoice, when this payment page lapses. */
  expiresAt: z.string(),
  /** What is paid: a cart's seats, or an invoice (a membership renewal or a pending invoice; issue #15). */
  purpose: z.enum(['cart', 'invoice']).default('cart'),
  /** Portal path after payment (e.g. /events/attending?checkout=success). */
  returnUrl: z.string(),
  /** Portal path when the member gives up. */
  cancelUrl: z.string(),
});
export type TestGatewaySession = z.infer<typeof TestGatewaySessionSchema>;

/**
 * POST /api/payments/test-gateway/{sessionId}/pay. Spaces in the card number are ignored; expiry
 * MM/YY or MM/YYYY; cvc 3 or 4 digits. Declines answer 402 with code CARD_DECLINED,
 * INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC or PROCESSING_ERROR.
 */
export const TestGatewayPayInputSchema = z.object({
  cardNumber: z.string({ error: CART_MESSAGES.cardNumberRequired }).max(40),
  expiry: z.string({ error: CART_MESSAGES.expiryInvalid }).trim().max(7),
  cvc: z.string({ error: CART_MESSAGES.cvcInvalid }).trim().max(4),
  name: z.string({ error: CART_MESSAGES.nameRequired }).trim().min(1, CART_MESSAGES.nameRequired).max(200),
});
export type TestGatewayPayInput = z.infer<typeof TestGatewayPayInputSchema>;
export const TestGatewayPayResponseSchema = z.object({
  status: z.literal('paid'),
  orderId: z.uuid(),
  invoiceId: z.uuid(),
  /** Portal path to go to now. */
  redirectUrl: z.string(),
  message: z.string(),
});
export type TestGatewayPayResponse = z.infer<typeof TestGatewayPayResponseSchema>;
export const TestGatewayCancelResponseSchema = z.object({ status: z.literal('cancelled'), redirectUrl: z.string() });

/** Test card numbers of the built-in gateway: successes and declines (as the usual processors). */
export const TEST_CARDS = {
  success: [
    '4242424242424242',
    '4000056655665556',
    '5555555555554444',
    '2223003122003222',
    '5200828282828210',
    '378282246310005',
    '371449635398431',
    '6011111111111117',
    '3566002020360505',
  ],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
} as const;
