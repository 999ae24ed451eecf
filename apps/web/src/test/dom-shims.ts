/**
 * What jsdom lacks and antd, rc-components or the rich-text editor call: matchMedia (answering
 * "reduce" to prefers-reduced-motion, so the app's own switch turns antd motion off), ResizeObserver,
 * IntersectionObserver, a desktop viewport for width queries, getComputedStyle with a pseudo-element (antd measures the scrollbar with
 * `::-webkit-scrollbar`), Node's File/FormData for multipart bodies, scrollTo / scrollIntoView, and the layout rectangles ProseMirror reads.
 */

import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Node's own FormData (the one its fetch serialises). jsdom's File and FormData do not cross into
 * Node's fetch (a file arrives as the text "undefined"), so the tests use Node's, as a browser's
 * own fetch would see its own.
 */
const NodeFormData = (
  await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;

/** The viewport width media queries are answered for (a desktop: staff screens show every column). */
export const VIEWPORT_WIDTH = 1280;

/** Answers reduced motion and `(min-width: Npx)` / `(max-width: Npx)` against VIEWPORT_WIDTH. */
function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion: reduce')) return true;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || VIEWPORT_WIDTH >= Number(min[1])) && (!max || VIEWPORT_WIDTH <= Number(max[1]));
}

/** Installs the shims on the jsdom window; safe to call more than once. */
export function installDomShims(): void {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => computed(element)) as typeof window.getComputedStyle;

  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.scrollTo ??= () => {};
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint ??= () => null;
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  globalThis.File = NodeFile as unknown as typeof File;
  globalThis.FormData = NodeFormData;
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => {};
}
