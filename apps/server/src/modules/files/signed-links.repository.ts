/**
 * SQL of signed download links (issue 28 finding 5): the account a verified link stands for, read
 * as the session lookup of plugins/auth.ts reads an actor, but without a session.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../context';
import { type Executor, intArrayOf } from '../../db/raw-query';
import { accountSegments, accounts, readVersions } from '../../db/schema';
import type { ReadVersions } from '../../lib/read-cache';

/** `(select version from read_versions where scope = <scope>)` as a scalar subquery. */
const versionOf = (db: Executor, scope: 'community' | 'content') =>
  sql<
    number | null
  >`(${db.select({ v: readVersions.version }).from(readVersions).where(eq(readVersions.scope, scope))})`;

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
  const admin = alias(accounts, 'i');
  const impersonation = impersonatorId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(admin)
          .where(and(eq(admin.id, impersonatorId), eq(admin.isActive, true), eq(admin.role, adminRole))),
      )
    : undefined;
  const rows = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      contactTypes: accounts.contactTypes,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      segmentIds: sql<number[] | string>`array(${db
        .select({ s: accountSegments.segmentId })
        .from(accountSegments)
        .where(eq(accountSegments.accountId, accounts.id))
        .orderBy(accountSegments.segmentId)})`,
      communityVersion: versionOf(db, 'community'),
      contentVersion: versionOf(db, 'content'),
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.isActive, true), impersonation))
    .limit(1);
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
