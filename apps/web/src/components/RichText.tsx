/**
 * Sanitised rich text (spec 01 §5: "Rich text is sanitised; links open in a new tab without
 * opener access"). HTML goes through DOMPurify; every link gets target=_blank and
 * rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;
function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Returns sanitised HTML with safe links (exported for tests and non-React use). */
export function sanitizeHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders server-provided HTML safely. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify above.
  return <div className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
