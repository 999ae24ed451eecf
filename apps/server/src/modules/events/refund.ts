/**
 * The refund of a cancelled ticket (spec 03 §9 Cancellation terms), computed on the server:
 * - a paid ticket cancelled at least 14 days (14 × 24 h) before the start: 90% of its price;
 * - a conference: at least 30 days before, then 90% less the $110 handling fee (never below 0);
 * - otherwise (later, free tickets): nothing. No partial refunds; no refunds for no-shows.
 */
import { REFUND_TERMS } from '@portal/shared';

const DAY_MS = 86_400_000;

export interface RefundInput {
  /** Price paid, AUD cents. */
  amountCents: number;
  isConference: boolean;
  eventStart: Date;
  now: Date;
}

export interface RefundResult {
  refundCents: number;
  /** 90 when the term is met, else 0. */
  refundPercent: number;
  /** Fee deducted, cents (conferences). */
  feeCents: number;
  /** Whole days before the start (floor; negative after it). */
  daysBeforeStart: number;
}

/** Computes the refund of spec 03 §9 for a cancellation at `now`. */
export function computeRefund(input: RefundInput): RefundResult {
  const msBefore = input.eventStart.getTime() - input.now.getTime();
  const daysBeforeStart = Math.floor(msBefore / DAY_MS);
  const minDays = input.isConference ? REFUND_TERMS.conferenceMinDaysBefore : REFUND_TERMS.minDaysBefore;
  if (input.amountCents <= 0 || msBefore < minDays * DAY_MS)
    return { refundCents: 0, refundPercent: 0, feeCents: 0, daysBeforeStart };
  const ninety = Math.round((input.amountCents * REFUND_TERMS.refundPercent) / 100);
  const feeCents = input.isConference ? Math.min(REFUND_TERMS.conferenceFeeCents, ninety) : 0;
  return { refundCents: ninety - feeCents, refundPercent: REFUND_TERMS.refundPercent, feeCents, daysBeforeStart };
}
