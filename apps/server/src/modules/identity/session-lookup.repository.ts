/**
 * The session lookup of every authenticated request (spec 01 §4 Session; issue #3 read versions):
 * the actor behind an access token's hash, with the read versions of that moment.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, query } from '../../db/raw-query';
import { accountSegments, accounts, readVersions, sessions } from '../../db/schema';

const s = alias(sessions, 's');
const a = alias(accounts, 'a');
const i = alias(accounts, 'i');
const g = alias(accountSegments, 'g');
const v = alias(readVersions, 'v');

/**
 * A live session's row: the account (`id`, `role`, ...), the session and its impersonating Admin,
 * the account's segment ids (int[]: an array or '{1,2}' text, by driver) and the read versions
 * (bigint: number or text, by driver; null when the scope has no row yet).
 */
export type SessionLookupRow = Pick<
  typeof accounts.$inferSelect,
  'id' | 'role' | 'contactTypes' | 'email' | 'firstName' | 'lastName'
> & {
  sessionId: (typeof sessions.$inferSelect)['id'];
  impersonatorId: (typeof sessions.$inferSelect)['impersonatorId'];
  impersonatorEmail: (typeof accounts.$inferSelect)['email'] | null;
  segmentIds: number[] | string;
  communityVersion: string | number | null;
  contentVersion: string | number | null;
};

/**
 * Hot statement: the live session (not revoked, not expired, account active, impersonating Admin
 * still an active Admin of role `adminRole`) whose token hash is `tokenHash`, or null. Raw because
 * it runs on every authenticated request: one statement through the raw-query helper, named so a
 * PostgreSQL connection plans it once, instead of a query built per request.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  adminRole: number,
): Promise<SessionLookupRow | null> {
  const rows = await query<SessionLookupRow>(
    db,
    sql`select ${s.id} as "sessionId", ${s.impersonatorId} as "impersonatorId",
      (select ${i.email} from ${accounts} ${i} where ${i.id} = ${s.impersonatorId}) as "impersonatorEmail",
      ${a.id} as "id", ${a.role} as "role", ${a.contactTypes} as "contactTypes",
      ${a.email} as "email", ${a.firstName} as "firstName", ${a.lastName} as "lastName",
      array(select ${g.segmentId} from ${accountSegments} ${g} where ${g.accountId} = ${a.id} order by ${g.segmentId}) as "segmentIds",
      (select ${v.version} from ${readVersions} ${v} where ${v.scope} = 'community') as "communityVersion",
      (select ${v.version} from ${readVersions} ${v} where ${v.scope} = 'content') as "contentVersion"
    from ${sessions} ${s} join ${accounts} ${a} on ${a.id} = ${s.accountId}
    where ${s.tokenHash} = ${tokenHash} and ${s.revokedAt} is null and ${s.expiresAt} > now() and ${a.isActive}
      and (${s.impersonatorId} is null or exists (select 1 from ${accounts} ${i}
        where ${i.id} = ${s.impersonatorId} and ${i.isActive} and ${i.role} = ${adminRole}))
    limit 1`,
  );
  return rows[0] ?? null;
}
