/**
 * What jsdom lacks and antd, rc-components or the rich-text editor call: matchMedia (answering
 * "reduce" to prefers-reduced-motion, so the app's own switch turns antd motion off), ResizeObserver,
 * IntersectionObserver, getComputedStyle with a pseudo-element (antd measures the scrollbar with
 * `::-webkit-scrollbar`), scrollTo / scrollIntoView, and the layout rectangles ProseMirror reads.
 */

/** Installs the shims on the jsdom window; safe to call more than once. */
export function installDomShims(): void {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
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
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => {};
}
