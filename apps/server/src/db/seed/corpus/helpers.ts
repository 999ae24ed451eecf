/**
 * Small builders for corpus files: they turn written paragraphs and points into the simple HTML the
 * rich-text renderer accepts, so corpus files hold prose rather than markup.
 */
import type { CorpusArticle, CorpusThread } from './types';

/** A thread written for one community, with the community tags it is about (issue 32). */
export interface SlotThread {
  tags: string[];
  thread: CorpusThread;
}

/** An article: the first paragraph, then the points as a list under `heading`, then the other paragraphs. */
export function article(
  title: string,
  summary: string,
  paragraphs: string[],
  points: string[] = [],
  heading = 'What this means for you',
): CorpusArticle {
  const [first, ...rest] = paragraphs;
  const list = points.length ? `<h2>${heading}</h2><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` : '';
  return { title, summary, body: `<p>${first}</p>${list}${rest.map((p) => `<p>${p}</p>`).join('')}` };
}

/** A thread: title, body paragraphs (HTML `<p>` each), three comments and two replies. */
export function thread(
  title: string,
  body: string[],
  comments: [string, string, string],
  replies: [string, string],
): CorpusThread {
  return { title, body: body.map((p) => `<p>${p}</p>`).join(''), comments, replies };
}

/**
 * A post written for a community: its one or two community tags, title, body paragraphs, three
 * comments and two replies (as `thread`).
 */
export function post(
  tags: string[],
  title: string,
  body: string[],
  comments: [string, string, string],
  replies: [string, string],
): SlotThread {
  return { tags, thread: thread(title, body, comments, replies) };
}
