/**
 * Area answers → global search results (spec 01 §3 Search results: news and resources id, name,
 * image; events id, title; communities; posts). Only what the dropdown and the search page show.
 */
import type { Community, ContentItem, EventListItem, Post, SearchResult } from '@portal/shared';

/** A news item or resource. */
export function contentResult(i: ContentItem): SearchResult {
  return {
    id: i.id,
    title: i.name,
    description: i.shortDescription,
    date: i.publishStartDate ?? i.date_created,
    community: null,
    isClickable: true,
  };
}

/** An event (opens events/{id}). */
export function eventResult(e: EventListItem): SearchResult {
  return {
    id: e.id,
    title: e.title,
    description: e.shortDesc ?? null,
    date: e.eventStartUtc,
    community: null,
    isClickable: true,
  };
}

/** A post (opens {communities}/{alias}/posts/{id}); the description is its community's name. */
export function postResult(p: Post): SearchResult {
  return {
    id: p.id,
    title: p.title,
    description: p.community.name,
    date: p.createdAt,
    community: { id: p.community.id, alias: p.community.alias, name: p.community.name },
    isClickable: true,
  };
}

/**
 * A community (opens {communities}/{alias}). Not clickable when the caller has not joined it and
 * it is not auto-join, unless the caller is an administrator (spec 01 §2 Global search).
 */
export function communityResult(c: Community): SearchResult {
  return {
    id: c.id,
    title: c.name,
    description: c.shortDescription,
    date: null,
    community: { id: c.id, alias: c.alias, name: c.name },
    isClickable: c.isJoined || c.isAutoJoin || c.isAdmin,
  };
}
