/**
 * SQL of signed download links (issue 28 finding 5): the account a verified link stands for, read
 * as the session lookup of plugins/auth.ts reads an actor, but without a session.
 */
import { sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { type Executor, intArrayOf, query } from '../../db/raw-query';
import type { ReadVersions } from '../../lib/read-cache';

/**
 * The actor of active account `accountId` for one signed-link request (no session: `sessionId`
 * is '') with the read versions of this moment, or null when the account is unknown or inactive,
 * or when `impersonatorId` (the Admin who impersonated the account when the link was made) is no
 * longer an active account of role `adminRole`.
 */
export async function signedLinkActor(
  db: Executor,
  accountId: string,
  impersonatorId: string | null,
  adminRole: number,
): Promise<{ actor: Actor; readVersions: ReadVersions } | null> {
  const impersonation = impersonatorId
    ? sql`and exists (select 1 from accounts i where i.id = ${impersonatorId}::uuid and i.is_active and i.role = ${adminRole})`
    : sql``;
  const rows = await query<
    Omit<Actor, 'segmentIds' | 'sessionId' | 'impersonatorId'> & {
      segmentIds: number[] | string;
      communityVersion: string | number;
      contentVersion: string | number;
    }
  >(
    db,
    sql`select a.id, a.role, a.contact_types as "contactTypes", a.email, a.first_name as "firstName",
      a.last_name as "lastName",
      array(select g.segment_id from account_segments g where g.account_id = a.id order by g.segment_id) as "segmentIds",
      (select v.version from read_versions v where v.scope = 'community') as "communityVersion",
      (select v.version from read_versions v where v.scope = 'content') as "contentVersion"
    from accounts a where a.id = ${accountId}::uuid and a.is_active ${impersonation} limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const { communityVersion, contentVersion, segmentIds, ...actor } = row;
  return {
    actor: {
      ...actor,
      role: Number(actor.role),
      segmentIds: intArrayOf(segmentIds),
      sessionId: '',
      impersonatorId,
    },
    readVersions: { community: Number(communityVersion ?? 0), content: Number(contentVersion ?? 0) },
  };
}
