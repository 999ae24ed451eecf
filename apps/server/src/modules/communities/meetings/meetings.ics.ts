/**
 * Calendar files of meetings (issue 18): "Add to calendar" for one meeting, and the personal
 * calendar feed (beyond the spec) that carries the member's meetings (Going, invited or bookmarked)
 * and the events of their Active tickets. Written with the `ics` package, loaded on first use.
 * The feed URL holds a secret token (only its SHA-256 hash is stored); a new token replaces the old
 * one and DELETE revokes it, after which the old URL answers 404.
 */
import { type CalendarFeed, MEETING_MESSAGES } from '@portal/shared';
import type { EventAttributes } from 'ics';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { newToken, sha256 } from '../../../lib/crypto';
import { upcomingTicketIcsRows } from '../../events';
import { viewerOf } from '../access.repository';
import * as feedRepo from './calendar-feed.repository';
import { getMeeting } from './meetings.service';

const EMPTY = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:member-portal/meetings\r\nEND:VCALENDAR\r\n';
/** Past entries the feed keeps (30 days), so a calendar does not drop a meeting the moment it ends. */
const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

/** Milliseconds of an instant from either driver. */
const ms = (v: Date | string) => (v instanceof Date ? v : new Date(v)).getTime();

async function write(entries: EventAttributes[]): Promise<string> {
  if (entries.length === 0) return EMPTY;
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(entries);
  if (error || !value) throw new AppError('INTERNAL', 'The calendar file could not be written.');
  return value;
}

function meetingEntry(
  ctx: AppContext,
  m: {
    id: number;
    alias: string;
    name: string;
    description: string;
    link: string;
    start: Date | string;
    end: Date | string;
  },
): EventAttributes {
  return {
    uid: `meeting-${m.id}@${new URL(ctx.config.publicUrl).hostname}`,
    title: m.name,
    description: `${m.description}\n\nJoin meeting: ${m.link}`,
    url: `${ctx.config.publicUrl}/communities/${encodeURIComponent(m.alias)}/meetings/${m.id}`,
    location: m.link,
    start: ms(m.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: ms(m.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'member-portal/meetings',
  };
}

/** GET community/{cid}/meeting/{mid}/ics: one visible meeting as an .ics file (404 when hidden). */
export async function meetingIcs(ctx: AppContext, actor: Actor, communityId: number, meetingId: number) {
  const m = await getMeeting(ctx, actor, communityId, meetingId);
  return write([
    meetingEntry(ctx, {
      id: m.id,
      alias: m.community.alias,
      name: m.name,
      description: m.description,
      link: m.meetingLink,
      start: m.startDate,
      end: m.endDate,
    }),
  ]);
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

/** GET calendar/{token}.ics (no session): the owner's meetings and tickets; 404 for an unknown or revoked token. */
export async function feedIcs(ctx: AppContext, token: string, now = new Date()): Promise<string> {
  const owner = /^[A-Za-z0-9_-]{16,200}$/.test(token)
    ? await feedRepo.accountOfFeedToken(ctx.db, sha256(token))
    : undefined;
  if (!owner) throw new AppError('NOT_FOUND', MEETING_MESSAGES.calendarFeedNotFound);
  const [meetings, tickets] = await Promise.all([
    feedRepo.feedMeetings(ctx.db, viewerOf(owner), new Date(now.getTime() - FEED_PAST_MS)),
    upcomingTicketIcsRows(ctx.db, owner.id, now),
  ]);
  const host = new URL(ctx.config.publicUrl).hostname;
  return write([
    ...meetings.map((m) =>
      meetingEntry(ctx, {
        id: Number(m.id),
        alias: m.cAlias,
        name: m.name,
        description: m.description,
        link: m.meetingLink,
        start: m.startDate,
        end: m.endDate,
      }),
    ),
    ...tickets.map(
      (r): EventAttributes => ({
        uid: `event-${r.id}@${host}`,
        title: r.title,
        description: r.shortDesc ?? undefined,
        location: [r.venue, r.address].filter(Boolean).join(', ') || undefined,
        url: `${ctx.config.publicUrl}/events/${r.id}`,
        start: ms(r.startUtc),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: ms(r.endUtc),
        endInputType: 'utc',
        endOutputType: 'utc',
        productId: 'member-portal/meetings',
      }),
    ),
  ]);
}
