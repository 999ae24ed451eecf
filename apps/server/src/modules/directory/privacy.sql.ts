/**
 * The SQL twin of policies/directory.ts (spec 03 §3 Privacy settings; issue 16): `where` fragments
 * that keep members a viewer may not see out of a page and its total. Every list that shows other
 * members to a member adds these fragments; the presenter then asks `memberVisibility` per row for
 * the fields. A missing setting counts as true, as in the policy: only a stored `false` withholds.
 *
 * Shape chosen for plans at scale (bench/directory.ts): `not exists (<profile withholding key>)`
 * against a small partial index (`account_profiles_withhold_<key>_idx`, migration 0017), so the
 * planner picks an index probe per row for a page (a few dozen rows) and a hash anti-join for a
 * count, and neither joins the whole profiles table.
 */
import { PRIVACY_KEYS } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DirectoryViewer, seesAllMembers } from '../../policies/directory';

type PrivacyKey = (typeof PRIVACY_KEYS)[number];

/** `not exists` a profile of `accountAlias` (other than the viewer's) with `key` turned off. */
function shares(viewer: DirectoryViewer, accountAlias: string, key: PrivacyKey): SQL {
  if (!PRIVACY_KEYS.includes(key)) throw new Error(`Unknown privacy key ${key}`);
  const id = sql.raw(`${accountAlias}.id`);
  return sql`not exists (select 1 from account_profiles h where h.account_id = ${id}
    and ${sql.raw(`(h.privacy->>'${key}') = 'false'`)} and h.account_id <> ${viewer.id}::uuid)`;
}

/**
 * The member `accountAlias` is listed for `viewer`: staff see everyone, a member sees themself and
 * every member who has not turned includeInDirectory off.
 */
export function listedFor(viewer: DirectoryViewer, accountAlias: string): SQL {
  if (seesAllMembers(viewer)) return sql`true`;
  return shares(viewer, accountAlias, 'includeInDirectory');
}

/**
 * A filter on a field the member may hide matches only where the viewer may see that field
 * (issue 16: filtering on a hidden field reveals nothing): `condition and the member shares key`.
 */
export function filterOnShared(viewer: DirectoryViewer, accountAlias: string, key: PrivacyKey, condition: SQL): SQL {
  if (seesAllMembers(viewer)) return condition;
  return sql`(${condition} and ${shares(viewer, accountAlias, key)})`;
}
