/**
 * Small helpers on rich-text HTML for form validation, without loading the editor.
 */

/** The visible text of an HTML string (tags removed, whitespace collapsed). */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** True when the HTML shows no text and no image ('' and '<p></p>' are empty). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return richTextToPlain(html) === '';
}
