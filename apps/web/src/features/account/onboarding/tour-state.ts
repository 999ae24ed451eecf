/**
 * Whether the guided tour should open (spec 01 §2 Guided tour: "Opens when the user's isFirstLogin
 * is true"; issue 14). The wizard clears isFirstLogin on the server at its end, so it also leaves a
 * mark in this tab's session storage that the tour reads once.
 */
const KEY = 'portal.tour.pending';

/** Marks the tour to open on the next shell page (the wizard's end). */
export function markTourPending(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable: the tour then follows isFirstLogin alone.
  }
}

/** Whether the wizard asked for the tour in this tab. */
export function isTourPending(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Forgets the mark (the tour was finished or skipped). */
export function clearTourPending(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
