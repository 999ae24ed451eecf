/**
 * Waitlist of sold-out ticket types (issue 22, beyond the spec; paths chosen in the style of spec 03
 * §7 and recorded in docs/spec-coverage.md): a member joins the line of a sold-out type, sees their
 * position and leaves; a freed seat is offered to the first in line for WAITLIST_LIMITS.offerHours,
 * reserved for them, and claimed through the normal register or checkout path.
 */
import { z } from 'zod';

export const WAITLIST_LIMITS = {
  /** How long an offered seat stays reserved for the member (then the next in line is offered). */
  offerHours: 24,
  /** How often the offer job looks for freed seats and lapsed offers (ms). */
  jobEveryMs: 60_000,
} as const;

/** Member API paths (chosen). */
export const WAITLIST_PATHS = {
  join: '/api/event/waitlist/join',
  leave: '/api/event/waitlist/leave',
  mine: '/api/user/event/{id}/waitlist',
  staff: '/api/v1/admin/events/{id}/waitlist',
} as const;

export const WAITLIST_MESSAGES = {
  joined: 'You are on the waitlist.',
  left: 'You have left the waitlist.',
  joinFailed: 'Failed to join the waitlist. Try again.',
  leaveFailed: 'Failed to leave the waitlist. Try again.',
  notSoldOut: 'Seats are still available for this ticket type: register instead.',
  unlimited: 'This ticket type has no seat limit.',
  notOnList: 'You are not on the waitlist for this ticket type.',
  empty: 'Nobody is on the waitlist.',
} as const;

export const WaitlistInputSchema = z.object({ ticketPriceId: z.number().int().positive() });
export type WaitlistInput = z.infer<typeof WaitlistInputSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered'] as const;

/** The caller's place on one type's line. */
export const WaitlistEntrySchema = z.object({
  ticketPriceId: z.number().int(),
  ticketPriceName: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 = next to be offered; null while an offer is open. */
  position: z.number().int().nullable(),
  /** ISO instant the offered seat stays reserved until; null while waiting. */
  offerExpiresAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistEntriesSchema = z.object({ entries: z.array(WaitlistEntrySchema) });
export type WaitlistEntries = z.infer<typeof WaitlistEntriesSchema>;

/** A staff row: an open entry with the member. */
export const StaffWaitlistEntrySchema = WaitlistEntrySchema.extend({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  offeredAt: z.string().nullable(),
});
export type StaffWaitlistEntry = z.infer<typeof StaffWaitlistEntrySchema>;
export const StaffWaitlistSchema = z.object({ entries: z.array(StaffWaitlistEntrySchema) });
export type StaffWaitlist = z.infer<typeof StaffWaitlistSchema>;
