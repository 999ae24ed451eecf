/**
 * Rich text is sanitised on write (spec 03 §5 Links and rich text; issue #5 allowlist). Links
 * open in a new tab with noopener noreferrer; web addresses without a scheme get https://.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'br',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      let href = attribs.href?.trim() ?? '';
      if (href && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('/') && !href.startsWith('#'))
        href = `https://${href}`;
      return { tagName, attribs: { ...(href ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
};

/** Sanitised HTML (script, style, event handlers and unknown tags removed). Null stays null. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  return sanitizeHtml(html, OPTIONS);
}
