/**
 * What the app saves through `<a download>` (lib/download.ts `saveBlob`): the link's click is
 * recorded instead of followed (jsdom has no downloads). Restore with `vi.restoreAllMocks()`.
 */
import { vi } from 'vitest';

/** Starts recording; returns the live list of the saved files' names, in order. */
export function recordSavedFiles(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}
