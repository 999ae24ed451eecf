/**
 * Rows to API shapes (spec 03 §3 Event list item, details, ticket price, user ticket).
 *
 * Wall-clock strings: `startDateTime` = the UTC instant in the event's IANA zone, "YYYY-MM-DDTHH:mm:ss"
 * (formatted by the database); `startTimeZone` = that zone's offset label at that instant, "UTC+11:00"
 * for Sydney in January and "UTC+10:00" in July (spec 01 §9 timezone strings, issue 30).
 */
import {
  type EventCpdDetails,
  type EventListItem,
  type EventTicketPrice,
  formatDate,
  formatDateTimeInZone,
  formatDateWeekday,
  formatTimeRange,
  offsetLabel,
  type UserTicket,
} from '@portal/shared';
import { money } from '../../lib/values';
import { canCancelTicket, remainingSeats } from '../../policies/events';
import type { TicketPriceRow } from './event-details.repository';
import type { EventListRow } from './event-list.repository';
import type { TicketWithEvent } from './tickets.repository';

/** URL of an event image (public route). */
export function imageUrl(fileId: string | null): string | null {
  return fileId ? `/api/event/image/${fileId}` : null;
}

function cpdOf(value: EventCpdDetails | string | null): EventCpdDetails | null {
  if (value == null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as EventCpdDetails) : value;
}

/**
 * A list item; `compact` (the calendar view) leaves out shortDesc, featureImg, listingImg and
 * cpdDetails (the keys are absent) to keep a 1,000-event answer small.
 */
export function presentListItem(r: EventListRow, compact = false): EventListItem {
  const item: EventListItem = {
    id: Number(r.id),
    title: r.title,
    type: r.type,
    typeId: r.typeId == null ? null : Number(r.typeId),
    startDateTime: r.startLocal,
    startTimeZone: offsetLabel(r.startIso, r.timeZone),
    endDateTime: r.endLocal,
    endTimeZone: offsetLabel(r.endIso, r.timeZone),
    timeZone: r.timeZone,
    eventStartUtc: r.startIso,
    eventEndUtc: r.endIso,
    isCpd: r.cpdDetails != null,
    isSingleClickRegistration: r.isSingleClickRegistration,
    singleClickTicketPriceId:
      r.isSingleClickRegistration && r.singleClickPriceId != null ? Number(r.singleClickPriceId) : null,
    userTicketId: r.userTicketId == null ? null : Number(r.userTicketId),
    isFavourite: Boolean(r.isFavourite),
  };
  if (!compact) {
    item.shortDesc = r.shortDesc;
    item.featureImg = imageUrl(r.featureImgId);
    item.listingImg = imageUrl(r.listingImgId);
    item.cpdDetails = cpdOf(r.cpdDetails);
  }
  return item;
}

/** A ticket price with its seats; sold and held only for staff. */
export function presentTicketPrice(r: TicketPriceRow, isStaff: boolean): EventTicketPrice {
  const held = Number(r.held ?? 0);
  const remaining = remainingSeats(r.capacity == null ? null : Number(r.capacity), Number(r.sold), held);
  return {
    ticketPriceId: Number(r.id),
    eventId: Number(r.eventId),
    name: r.name,
    amount: money(r.amountCents),
    soldOut: remaining === 0,
    capacity: r.capacity == null ? null : Number(r.capacity),
    remaining,
    sold: isStaff ? Number(r.sold) : null,
    held: isStaff ? held : null,
  };
}

/** A ticket row as presented (tickets.repository.ts). */
export type TicketRow = Omit<TicketWithEvent, 'isConference' | 'accountId'>;

/** A ticket of its owner; `now` decides whether it can still be cancelled (before the start). */
export function presentTicket(r: TicketRow, options: { substituteEnabled: boolean; now?: Date }): UserTicket {
  const now = options.now ?? new Date();
  const canCancel = canCancelTicket({ attendanceStatus: r.attendanceStatus, eventStart: r.eventStartUtc }, now);
  return {
    ticketId: r.id,
    eventId: r.eventId,
    ticketPrice: r.priceName,
    ticketPriceId: r.ticketPriceId,
    amount: money(r.amountCents),
    ticketNumber: r.ticketNumber,
    dietaryRequirements: r.dietaryRequirements && r.dietaryRequirements.length > 0 ? r.dietaryRequirements : null,
    otherDietaryRequirement: r.otherDietaryRequirement,
    accessibilityRequirement: r.accessibilityRequirement,
    attendanceStatus: r.attendanceStatus === 'Removed' ? 'Removed' : 'Active',
    nominee:
      r.nomineeName == null
        ? null
        : {
            nomineeTitle: r.nomineeTitle ?? '',
            nomineeName: r.nomineeName,
            nomineeEmail: r.nomineeEmail ?? '',
            nomineeMobile: r.nomineeMobile ?? '',
            nomineeOrgName: r.nomineeOrgName,
          },
    canCancel,
    canNominateSubstitute: canCancel && options.substituteEnabled,
    refundAmount: r.refundAmountCents == null ? null : money(r.refundAmountCents),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The event's date and time as a ticket prints it (issue 30), in the event's own IANA zone with
 * that date's offset label (shared formats): "Tue 3 Mar 2026, 9:00 am – 5:00 pm (UTC+11:00)"; an
 * event ending on another day names both days.
 */
export function whenText(startUtc: Date | string, endUtc: Date | string, timeZone: string): string {
  if (formatDate(startUtc, timeZone) === formatDate(endUtc, timeZone))
    return `${formatDateWeekday(startUtc, timeZone)}, ${formatTimeRange(startUtc, endUtc, timeZone)}`;
  return `${formatDateTimeInZone(startUtc, timeZone)} – ${formatDateTimeInZone(endUtc, timeZone)}`;
}
