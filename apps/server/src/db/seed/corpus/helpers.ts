/**
 * Small builders for corpus files: they turn written paragraphs and points into the simple HTML the
 * rich-text renderer accepts, so corpus files hold prose rather than markup.
 */
import type { CorpusArticle, CorpusThread } from './types';

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
