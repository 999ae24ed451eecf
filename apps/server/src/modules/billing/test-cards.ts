/**
 * Card checks of the built-in test gateway (issue #4): the number's length and Luhn digit, the
 * expiry (MM/YY or MM/YYYY, not past), the security code (4 digits for American Express, 3 for
 * the others), then the usual test numbers that decline. Every other valid number pays.
 */
import { CART_MESSAGES, TEST_CARDS } from '@portal/shared';
import { AppError } from '../../lib/errors';

/** True when the digits pass the Luhn check. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand of a number (by its prefix). */
export function cardBrand(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65)/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  return 'unknown';
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { errors: [{ field, message }] });
const decline = (
  code: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' | 'INCORRECT_CVC' | 'PROCESSING_ERROR',
  message: string,
) => new AppError(code, message);

/**
 * Checks a card at `now`; answers its brand and last 4 digits.
 * @throws AppError 400 VALIDATION_ERROR (number, expiry, security code) or 402 (CARD_DECLINED,
 *   INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC, PROCESSING_ERROR).
 */
export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): { brand: string; last4: string } {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!digits) throw invalid('cardNumber', CART_MESSAGES.cardNumberRequired);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw invalid('cardNumber', CART_MESSAGES.cardNumberInvalid);
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) throw invalid('expiry', CART_MESSAGES.expiryInvalid);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  // A card is good until the end of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) throw invalid('expiry', CART_MESSAGES.cardExpired);
  const brand = cardBrand(digits);
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(card.cvc.trim()))
    throw invalid('cvc', CART_MESSAGES.cvcInvalid);
  switch (digits) {
    case TEST_CARDS.declined:
      throw decline('CARD_DECLINED', CART_MESSAGES.cardDeclined);
    case TEST_CARDS.insufficientFunds:
      throw decline('INSUFFICIENT_FUNDS', CART_MESSAGES.insufficientFunds);
    case TEST_CARDS.expiredCard:
      throw decline('EXPIRED_CARD', CART_MESSAGES.cardExpired);
    case TEST_CARDS.incorrectCvc:
      throw decline('INCORRECT_CVC', CART_MESSAGES.cvcIncorrect);
    case TEST_CARDS.processingError:
      throw decline('PROCESSING_ERROR', CART_MESSAGES.processingError);
  }
  return { brand, last4: digits.slice(-4) };
}
