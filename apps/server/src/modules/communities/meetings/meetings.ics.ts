/**
 * Calendar files of meetings (issue 18; issue 30): "Add to calendar" for one meeting, and the
 * personal calendar feed (beyond the spec) that carries the member's meetings (Going, invited or
 * bookmarked) and the events of their tickets. Written by the one calendar writer (lib/calendar.ts):
 * TZID and VTIMEZONE, stable UID and DTSTAMP, SEQUENCE, X-WR-CALNAME "My events"; meeting URLs use
 * the configured communities route (COMMUNITIES_ROUTE).
 * The feed URL holds a secret token (only its SHA-256 hash is stored); a new token replaces the old
 * one and DELETE revokes it, after which the old URL answers 404. The feed answers with an ETag (the
 * body's SHA-256) and Last-Modified (when that body last changed), so clients poll with 304s.
 */
import { type CalendarFeed, MEETING_MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { type CalendarEntry, writeCalendar } from '../../../lib/calendar';
import { AppError } from '../../../lib/errors';
import { newToken, sha256 } from '../../../lib/crypto';
import { eventCalendarEntry, upcomingTicketIcsRows } from '../../events';
import { viewerOf } from '../access.repository';
import * as feedRepo from './calendar-feed.repository';
import { visibleMeeting } from './meetings.service';

/** Past entries the feed keeps (30 days), so a calendar does not drop a meeting the moment it ends. */
const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

type MeetingIcsRow = NonNullable<Awaited<ReturnType<typeof feedRepo.meetingIcsRow>>>;

/** The calendar entry of a meeting (UID `meeting-<id>@<host>`, URL its page under the communities route). */
function meetingEntry(ctx: AppContext, m: MeetingIcsRow): CalendarEntry {
  return {
    uid: `meeting-${m.id}@${new URL(ctx.config.publicUrl).hostname}`,
    title: m.name,
    description: `${m.description}\n\nJoin meeting: ${m.meetingLink}`,
    url: `${ctx.config.publicUrl}${ctx.config.communitiesRoute}/${encodeURIComponent(m.cAlias)}/meetings/${m.id}`,
    location: m.meetingLink,
    start: m.startDate,
    end: m.endDate,
    timeZone: m.timeZone,
    // Cancelled by staff (issue 30): kept in the feed with STATUS:CANCELLED (its SEQUENCE was bumped);
    // a deleted meeting (spec 02 DELETE) leaves the feed.
    cancelled: m.cancelledAt != null,
    sequence: Number(m.sequence),
    changedAt: m.updatedAt,
  };
}

/** GET community/{cid}/meeting/{mid}/ics: one visible meeting as an .ics file (404 when hidden). */
export async function meetingIcs(ctx: AppContext, actor: Actor, communityId: number, meetingId: number) {
  await visibleMeeting(ctx.db, actor, communityId, meetingId);
  const m = await feedRepo.meetingIcsRow(ctx.db, meetingId);
  if (!m) throw new AppError('NOT_FOUND', MEETING_MESSAGES.meetingNotFound);
  return writeCalendar({ name: `${ctx.config.tenant.shortName} meetings`, entries: [meetingEntry(ctx, m)] });
}

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/api/v1/calendar/${token}.ics`;

/** GET account/calendar-feed: whether a feed exists (its URL cannot be shown again: only the hash is kept). */
export async function getFeed(ctx: AppContext, actor: Actor): Promise<CalendarFeed> {
  return { url: null, active: await feedRepo.hasFeedToken(ctx.db, actor.id) };
}

/** POST account/calendar-feed: a new secret URL (any earlier one stops working). */
export async function createFeed(ctx: AppContext, actor: Actor): Promise<CalendarFeed> {
  const token = newToken();
  await feedRepo.putFeedToken(ctx.db, actor.id, sha256(token));
  return { url: feedUrl(ctx, token), active: true };
}

/** DELETE account/calendar-feed: revokes the URL. */
export async function revokeFeed(ctx: AppContext, actor: Actor): Promise<void> {
  await feedRepo.deleteFeedToken(ctx.db, actor.id);
}

/** A feed body with its validators: ETag (quoted SHA-256 of the body) and Last-Modified. */
export interface FeedFile {
  body: string;
  etag: string;
  lastModified: Date;
}

/**
 * GET calendar/{token}.ics (no session): the owner's meetings and ticketed events ("My events");
 * 404 for an unknown or revoked token. The body is the same bytes while nothing in it changed.
 */
export async function feedIcs(ctx: AppContext, token: string, now = new Date()): Promise<FeedFile> {
  const owner = /^[A-Za-z0-9_-]{16,200}$/.test(token)
    ? await feedRepo.accountOfFeedToken(ctx.db, sha256(token))
    : undefined;
  if (!owner) throw new AppError('NOT_FOUND', MEETING_MESSAGES.calendarFeedNotFound);
  const [meetings, tickets] = await Promise.all([
    feedRepo.feedMeetings(ctx.db, viewerOf(owner), new Date(now.getTime() - FEED_PAST_MS)),
    upcomingTicketIcsRows(ctx.db, owner.id, now),
  ]);
  const body = writeCalendar({
    name: 'My events',
    entries: [...meetings.map((m) => meetingEntry(ctx, m)), ...tickets.map((r) => eventCalendarEntry(ctx, r))],
  });
  const hash = sha256(body);
  const lastModified = await feedRepo.recordFeedContent(ctx.db, owner.id, hash, now);
  return { body, etag: `"${hash}"`, lastModified };
}
