/**
 * The staff event form's values and the API's write shape (issue 22). Dates are dayjs values in the
 * form whose fields are the wall-clock time typed; the API takes that wall-clock time
 * ("YYYY-MM-DDTHH:mm") and the event's IANA zone ("Australia/Sydney", picked by city; issue 30).
 * Sessions use the event's zone. Prices are AUD numbers incl. GST.
 */
import { DEFAULT_TIME_ZONE, type EventAdminDetails, type EventAdminWrite } from '@portal/shared';
import dayjs, { type Dayjs } from 'dayjs';

export interface TicketTypeValues {
  id?: number | null;
  name: string;
  amount: number | null;
  capacity: number | null;
  memberOnly: boolean;
  sale?: [Dayjs | null, Dayjs | null] | null;
  sold?: number | null;
}

export interface SessionValues {
  title: string;
  start: Dayjs | null;
  end: Dayjs | null;
}

export interface PresenterValues {
  name: string;
  role?: string | null;
  profileImageId?: string | null;
  profileDesc?: string | null;
}

export interface AttachmentValues {
  kind: 'docs' | 'links';
  name: string;
  url?: string | null;
  fileId?: string | null;
}

export interface EventFormValues {
  title: string;
  typeId?: number | null;
  categoryId?: number | null;
  locationId?: number | null;
  tagIds: number[];
  shortDesc?: string | null;
  content?: string | null;
  start: Dayjs | null;
  end: Dayjs | null;
  timeZone: string;
  venue?: string | null;
  address?: string | null;
  externalUrl?: string | null;
  featureImgId?: string | null;
  listingImgId?: string | null;
  isCpd: boolean;
  cpdHours?: number | null;
  cpdCategory?: string | null;
  cpdDescription?: string | null;
  sessions: SessionValues[];
  presenters: PresenterValues[];
  canEnrolContent?: string | null;
  sponsorContent?: string | null;
  reasoningContent?: string | null;
  accessContent?: string | null;
  attachments: AttachmentValues[];
  isConference: boolean;
  isSingleClickRegistration: boolean;
  ticketTypes: TicketTypeValues[];
  /** Kept from the loaded event (no editor yet). */
  canEnrolLayout?: EventAdminWrite['canEnrolLayout'];
  coursesLayout?: EventAdminWrite['coursesLayout'];
}

const WALL = 'YYYY-MM-DDTHH:mm';
const wall = (d: Dayjs | null) => (d ? d.format(WALL) : '');
const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
/** The rich-text editor leaves "<p></p>" for an empty field. */
const html = (v: string | null | undefined) => (v?.replace(/<[^>]*>/g, '').trim() ? (v as string) : null);

/** A new event's values: in a week, 09:00–17:00 in the tenant's zone, one free ticket type. */
export function emptyEventValues(timeZone: string = DEFAULT_TIME_ZONE, now = dayjs()): EventFormValues {
  const day = now.add(7, 'day').startOf('day');
  return {
    title: '',
    tagIds: [],
    start: day.hour(9),
    end: day.hour(17),
    timeZone,
    isCpd: false,
    sessions: [],
    presenters: [],
    attachments: [],
    isConference: false,
    isSingleClickRegistration: false,
    ticketTypes: [{ name: 'General admission', amount: 0, capacity: null, memberOnly: false }],
  };
}

/** The form values of a loaded event (its wall-clock times parsed as local dayjs values). */
export function valuesOfEvent(e: EventAdminDetails): EventFormValues {
  return {
    title: e.title,
    typeId: e.typeId,
    categoryId: e.category?.id ?? null,
    locationId: e.location?.id ?? null,
    tagIds: e.tags.map((t) => t.id),
    shortDesc: e.shortDesc,
    content: e.content,
    start: dayjs(e.startDateTime),
    end: dayjs(e.endDateTime),
    timeZone: e.timeZone,
    venue: e.venue,
    address: e.address,
    externalUrl: e.externalUrl,
    featureImgId: e.featureImgId,
    listingImgId: e.listingImgId,
    isCpd: e.cpdDetails != null,
    cpdHours: e.cpdDetails?.hours ?? null,
    cpdCategory: e.cpdDetails?.category ?? null,
    cpdDescription: e.cpdDetails?.description ?? null,
    sessions: e.sessions.map((s) => ({ title: s.title, start: dayjs(s.startDateTime), end: dayjs(s.endDateTime) })),
    presenters: e.presenters.map((p, i) => ({
      name: p.name,
      role: p.role,
      profileImageId: e.presenterImageIds[i] ?? null,
      profileDesc: p.profileDesc,
    })),
    canEnrolContent: e.canEnrolContent,
    sponsorContent: e.sponsorContent,
    reasoningContent: e.reasoningContent,
    accessContent: e.accessContent,
    attachments: e.attachments.map((a) => ({
      kind: a.kind,
      name: a.name,
      url: a.kind === 'links' ? a.url : null,
      fileId: a.fileId,
    })),
    isConference: e.isConference,
    isSingleClickRegistration: e.isSingleClickRegistration,
    ticketTypes: e.ticketTypes.map((t) => ({
      id: t.ticketPriceId,
      name: t.name,
      amount: t.amount,
      capacity: t.capacity,
      memberOnly: t.memberOnly,
      sale:
        t.saleStartsAt || t.saleEndsAt
          ? [t.saleStartsAt ? dayjs(t.saleStartsAt) : null, t.saleEndsAt ? dayjs(t.saleEndsAt) : null]
          : null,
      sold: t.sold,
    })),
    canEnrolLayout: e.canEnrolLayout,
    coursesLayout: e.coursesLayout,
  };
}

/** The API's write shape of the form values. */
export function toEventWrite(v: EventFormValues): EventAdminWrite {
  const zone = v.timeZone;
  return {
    title: v.title.trim(),
    typeId: v.typeId ?? null,
    categoryId: v.categoryId ?? null,
    locationId: v.locationId ?? null,
    tagIds: v.tagIds ?? [],
    shortDesc: text(v.shortDesc),
    content: html(v.content),
    startDateTime: wall(v.start),
    endDateTime: wall(v.end),
    timeZone: zone,
    venue: text(v.venue),
    address: text(v.address),
    externalUrl: text(v.externalUrl),
    featureImgId: v.featureImgId ?? null,
    listingImgId: v.listingImgId ?? null,
    cpdDetails: v.isCpd
      ? { hours: v.cpdHours ?? 0, category: text(v.cpdCategory), description: text(v.cpdDescription) }
      : null,
    sessions: (v.sessions ?? []).map((s) => ({
      title: s.title?.trim() ?? '',
      startDateTime: wall(s.start),
      endDateTime: wall(s.end),
    })),
    presenters: (v.presenters ?? []).map((p) => ({
      name: p.name?.trim() ?? '',
      role: text(p.role),
      profileImageId: p.profileImageId ?? null,
      profileDesc: text(p.profileDesc),
    })),
    canEnrolContent: html(v.canEnrolContent),
    sponsorContent: html(v.sponsorContent),
    reasoningContent: html(v.reasoningContent),
    accessContent: html(v.accessContent),
    canEnrolLayout: v.canEnrolLayout ?? [],
    coursesLayout: v.coursesLayout ?? [],
    attachments: (v.attachments ?? []).map((a) =>
      a.kind === 'docs'
        ? { kind: 'docs' as const, name: a.name?.trim() ?? '', fileId: a.fileId ?? '' }
        : { kind: 'links' as const, name: a.name?.trim() ?? '', url: a.url?.trim() ?? '' },
    ),
    isConference: v.isConference,
    isSingleClickRegistration: v.isSingleClickRegistration,
    ticketTypes: (v.ticketTypes ?? []).map((t) => ({
      id: t.id ?? null,
      name: t.name?.trim() ?? '',
      amount: t.amount ?? 0,
      capacity: t.capacity ?? null,
      memberOnly: t.memberOnly ?? false,
      saleStartsAt: t.sale?.[0] ? t.sale[0].toISOString() : null,
      saleEndsAt: t.sale?.[1] ? t.sale[1].toISOString() : null,
    })),
  };
}

/** The form field of an API error's field path ("ticketTypes.0.amount" → ["ticketTypes", 0, "amount"]). */
export function formFieldOf(apiField: string): (string | number)[] | null {
  const parts = apiField.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const head = parts[0];
  const map: Record<string, (string | number)[]> = {
    startDateTime: ['start'],
    endDateTime: ['end'],
    timeZone: ['timeZone'],
  };
  if (typeof head === 'string' && map[head] && parts.length === 1) return map[head];
  if (head === 'sessions' && parts.length === 3) {
    const leaf = parts[2] === 'startDateTime' ? 'start' : parts[2] === 'endDateTime' ? 'end' : parts[2];
    return ['sessions', parts[1], leaf];
  }
  if (head === 'cpdDetails' && parts.length === 2)
    return [
      { hours: 'cpdHours', category: 'cpdCategory', description: 'cpdDescription' }[String(parts[1])] ?? 'cpdHours',
    ];
  if (head === 'ticketTypes' && parts.length === 1) return null;
  return parts;
}
