/**
 * Rich text of communities, sanitised on write with an allowlist (sanitize-html; spec 01 §5 Rich
 * text, spec 02 §5 Comment). Posts, about, terms and FAQ answers allow headings, formatting,
 * lists, quotes, code and links; comments allow only paragraphs, blockquotes, lists and inline
 * formatting with links. Links open in a new tab with noopener noreferrer; a web address without
 * a scheme gets https://.
 */
import sanitizeHtml from 'sanitize-html';

const linkTransform: sanitizeHtml.Transformer = (tagName, attribs) => {
  let href = attribs.href?.trim() ?? '';
  if (href && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('/') && !href.startsWith('#'))
    href = `https://${href}`;
  return { tagName, attribs: { ...(href ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' } };
};

const base: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: linkTransform },
};

const RICH: sanitizeHtml.IOptions = {
  ...base,
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'code',
    'pre',
  ],
};

const COMMENT: sanitizeHtml.IOptions = {
  ...base,
  allowedTags: ['p', 'br', 'blockquote', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'code'],
};

/** Sanitised post body, about text, terms or FAQ answer. */
export function sanitizeRich(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

/** Sanitised comment body (blockquote, lists, paragraphs and inline formatting only). */
export function sanitizeComment(html: string): string {
  return sanitizeHtml(html, COMMENT).trim();
}

/** True when sanitised HTML shows no text at all (only tags or whitespace). */
export function isBlankHtml(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim().length === 0
  );
}
