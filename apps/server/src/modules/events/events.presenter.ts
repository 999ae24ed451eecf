/**
 * Rows to API shapes (spec 03 §3 Event list item, details, ticket price, user ticket).
 *
 * Wall-clock strings: `startDateTime` = the UTC instant moved by the event's offset, formatted
 * "YYYY-MM-DDTHH:mm:ss"; the zone string is "UTC+hh:mm" (spec 01 §9 timezone strings).
 */
import type { EventCpdDetails, EventListItem, EventTicketPrice, UserTicket } from '@portal/shared';
import { money, toDate } from '../../lib/values';
import { canCancelTicket, remainingSeats } from '../../policies/events';
import type { TicketWithEvent } from './tickets.repository';

const zones = new Map<number, string>();

/** "UTC+10:00" for 600, "UTC-03:30" for -210. */
export function zoneString(offsetMinutes: number): string {
  let zone = zones.get(offsetMinutes);
  if (zone === undefined) {
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    zone = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    if (zones.size < 200) zones.set(offsetMinutes, zone);
  }
  return zone;
}

/** The wall-clock time of an instant in a zone of `offsetMinutes`, "YYYY-MM-DDTHH:mm:ss". */
export function wallClock(instant: Date | string, offsetMinutes: number): string {
  return new Date(toDate(instant).getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
}

/** URL of an event image (public route). */
export function imageUrl(fileId: string | null): string | null {
  return fileId ? `/api/event/image/${fileId}` : null;
}

/** Columns every event answer needs, as the list query selects them. */
export interface EventListRow {
  id: number;
  title: string;
  type: string | null;
  type_id: number | null;
  short_desc: string | null;
  /** ISO instants ("...Z") and wall-clock times ("YYYY-MM-DDTHH:mm:ss"), as LIST_COLUMNS formats them. */
  start_iso: string;
  end_iso: string;
  start_local: string;
  end_local: string;
  start_offset_minutes: number;
  end_offset_minutes: number;
  feature_img_id: string | null;
  listing_img_id: string | null;
  cpd_details: EventCpdDetails | string | null;
  is_single_click_registration: boolean;
  single_click_price_id: number | null;
  user_ticket_id: number | null;
  is_favourite: boolean;
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
    typeId: r.type_id == null ? null : Number(r.type_id),
    startDateTime: r.start_local,
    startTimeZone: zoneString(r.start_offset_minutes),
    endDateTime: r.end_local,
    endTimeZone: zoneString(r.end_offset_minutes),
    eventStartUtc: r.start_iso,
    eventEndUtc: r.end_iso,
    isCpd: r.cpd_details != null,
    isSingleClickRegistration: r.is_single_click_registration,
    singleClickTicketPriceId:
      r.is_single_click_registration && r.single_click_price_id != null ? Number(r.single_click_price_id) : null,
    userTicketId: r.user_ticket_id == null ? null : Number(r.user_ticket_id),
    isFavourite: Boolean(r.is_favourite),
  };
  if (!compact) {
    item.shortDesc = r.short_desc;
    item.featureImg = imageUrl(r.feature_img_id);
    item.listingImg = imageUrl(r.listing_img_id);
    item.cpdDetails = cpdOf(r.cpd_details);
  }
  return item;
}

export interface TicketPriceRow {
  id: number;
  event_id: number;
  name: string;
  amount_cents: number;
  capacity: number | null;
  sold: number;
  held: number | string;
}

/** A ticket price with its seats; sold and held only for staff. */
export function presentTicketPrice(r: TicketPriceRow, isStaff: boolean): EventTicketPrice {
  const held = Number(r.held ?? 0);
  const remaining = remainingSeats(r.capacity == null ? null : Number(r.capacity), Number(r.sold), held);
  return {
    ticketPriceId: Number(r.id),
    eventId: Number(r.event_id),
    name: r.name,
    amount: money(r.amount_cents),
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
