/**
 * Formatting shared by the community presenters (spec 02 §3: ISO dates, file download URLs).
 */

/** ISO string of a timestamp (Date from either driver, or a string), null stays null. */
export function iso(v: Date | string | null | undefined): string | null {
  if (v == null) return null;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/** The download URL of a community file (checked against the parent's visibility when read). */
export function fileUrl(id: string | null): string | null {
  return id ? `/api/v1/community/files/${id}` : null;
}

/** An `ilike` pattern matching `keyword` anywhere (its \, % and _ taken literally). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
