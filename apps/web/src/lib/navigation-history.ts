/**
 * Remembers the in-app locations the user visited, so a route whose feature is off can send the
 * user back to the prior location, or home (spec 01 §2 Shell and navigation).
 */
const MAX_ENTRIES = 20;
const visited: string[] = [];
const rejected = new Set<string>();

/** Records a visited location (path + query). Consecutive duplicates and rejected paths are skipped. */
export function recordLocation(path: string): void {
  if (rejected.has(path) || visited[visited.length - 1] === path) return;
  visited.push(path);
  if (visited.length > MAX_ENTRIES) visited.shift();
}

/**
 * Marks `current` as not allowed and returns where to go instead: the latest visited location
 * that is neither `current`, another rejected location nor an account page; "/" when none.
 */
export function rejectLocation(current: string): string {
  rejected.add(current);
  for (let i = visited.length - 1; i >= 0; i -= 1) {
    const path = visited[i];
    if (!rejected.has(path) && !path.startsWith('/account')) return path;
  }
  return '/';
}

/** Forgets everything (on sign-in and sign-out: another user may see other routes). */
export function resetLocations(): void {
  visited.length = 0;
  rejected.clear();
}
