/**
 * Accounts: the current user, lookups, batch and search, settings, password change, global
 * permissions and first-login flag (spec 01 §3, §6, §7 Auth and account).
 */
import { and, arrayOverlaps, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  type Account,
  type AccountBatchInput,
  type AccountListResponse,
  type AccountSearchInput,
  type AccountSettings,
  type AccountSettingsUpdate,
  type ChangePasswordInput,
  type CurrentAccount,
  type GlobalPermissions,
  isPrivilegedRole,
  MESSAGES,
  MemberType,
  MembershipStatus,
  passesAccessRules,
  Role,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { accountSegments, accounts, communityMembers, sessions, segments } from '../../db/schema';
import { globalFlags } from '../../policies/communities';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { assertAccountNotLocked, recordAccountFailure } from '../../plugins/credential-limits';
import { revokeAllSessions } from '../auth/sessions';
import { presentAccount, presentPublicAccount, type SegmentRef } from './account.presenter';

type AccountRow = typeof accounts.$inferSelect;

/** Segments of several accounts, by account id. */
async function segmentsOf(ctx: AppContext, accountIds: string[]): Promise<Map<string, SegmentRef[]>> {
  const map = new Map<string, SegmentRef[]>();
  if (accountIds.length === 0) return map;
  const rows = await ctx.db
    .select({ accountId: accountSegments.accountId, segmentId: segments.id, segmentName: segments.name })
    .from(accountSegments)
    .innerJoin(segments, eq(segments.id, accountSegments.segmentId))
    .where(inArray(accountSegments.accountId, accountIds));
  for (const r of rows) {
    const list = map.get(r.accountId) ?? [];
    list.push({ segmentId: r.segmentId, segmentName: r.segmentName });
    map.set(r.accountId, list);
  }
  return map;
}

/** Presents rows for a caller: full for themselves or a privileged caller, public otherwise. */
async function presentMany(ctx: AppContext, actor: Actor, rows: AccountRow[]): Promise<Account[]> {
  const segs = await segmentsOf(
    ctx,
    rows.map((r) => r.id),
  );
  const full = isPrivilegedRole(actor.role);
  return rows.map((r) => (full || r.id === actor.id ? presentAccount : presentPublicAccount)(r, segs.get(r.id) ?? []));
}

/** GET api/v1/account: the caller with the impersonation marker of the session. */
export async function loadCurrentAccount(
  ctx: AppContext,
  accountId: string,
  sessionId: string,
): Promise<CurrentAccount> {
  const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw notFound();
  const [session] = await ctx.db
    .select({ impersonatorId: sessions.impersonatorId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  let impersonator: CurrentAccount['impersonator'] = null;
  if (session?.impersonatorId) {
    const [admin] = await ctx.db
      .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, session.impersonatorId));
    impersonator = admin ?? null;
  }
  const segs = await segmentsOf(ctx, [row.id]);
  return { ...presentAccount(row, segs.get(row.id) ?? []), impersonator };
}

/** GET api/v1/account/{id}: 404 for an unknown or inactive account. */
export async function getAccount(ctx: AppContext, actor: Actor, id: string): Promise<Account> {
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isActive, true)))
    .limit(1);
  if (rows.length === 0) throw notFound('Account not found');
  return (await presentMany(ctx, actor, rows))[0];
}

const SORT_COLUMNS = {
  firstName: [accounts.firstName, accounts.lastName],
  lastName: [accounts.lastName, accounts.firstName],
  email: [accounts.email],
  memberNum: [accounts.memberNum],
} as const;

async function listWhere(
  ctx: AppContext,
  actor: Actor,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  sortBy: keyof typeof SORT_COLUMNS,
): Promise<AccountListResponse> {
  const [{ total }] = await ctx.db.select({ total: count() }).from(accounts).where(where);
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(...SORT_COLUMNS[sortBy].map((c) => asc(c)), asc(accounts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { users: await presentMany(ctx, actor, rows), totalItems: Number(total) };
}

/** POST api/v1/account/batch: the listed accounts, paged, with optional contact-type/role filters. */
export async function batchAccounts(
  ctx: AppContext,
  actor: Actor,
  input: AccountBatchInput,
): Promise<AccountListResponse> {
  if (input.accountIds.length === 0) return { users: [], totalItems: 0 };
  const conditions: SQL[] = [inArray(accounts.id, input.accountIds), eq(accounts.isActive, true)];
  if (input.filters?.contactTypes?.length)
    conditions.push(arrayOverlaps(accounts.contactTypes, input.filters.contactTypes));
  if (input.filters?.roles?.length) conditions.push(inArray(accounts.role, input.filters.roles));
  return listWhere(ctx, actor, and(...conditions), input.page, input.pageSize, input.sortBy);
}

/**
 * POST api/v1/account/search: keyword over first name, last name and full name; privileged callers
 * also match email and member number. Admin users are left out unless includeAdminUsers. (communityId narrows to a community's
 * members once communities exist: issue #3.)
 */
export async function searchAccounts(
  ctx: AppContext,
  actor: Actor,
  input: AccountSearchInput,
): Promise<AccountListResponse> {
  const conditions: SQL[] = [eq(accounts.isActive, true)];
  const keyword = input.keyword.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(accounts.firstName, pattern),
        ilike(accounts.lastName, pattern),
        ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
        // Email and member number are not shown to other members, so only privileged callers match on them.
        ...(isPrivilegedRole(actor.role) ? [ilike(accounts.email, pattern), ilike(accounts.memberNum, pattern)] : []),
      ) as SQL,
    );
  }
  if (!input.includeAdminUsers) conditions.push(ne(accounts.role, Role.Admin));
  return listWhere(ctx, actor, and(...conditions), input.page, input.pageSize, input.sortBy);
}

/** GET api/v1/account/settings */
export async function getAccountSettings(ctx: AppContext, actor: Actor): Promise<AccountSettings> {
  const [row] = await ctx.db
    .select({ enableTfa: accounts.enableTfa, mailTo: accounts.mailTo, allowSms: accounts.allowSms })
    .from(accounts)
    .where(eq(accounts.id, actor.id));
  return row;
}

/** PUT api/v1/account/settings {enableTFA, mailTo, allowSms} */
export async function updateAccountSettings(
  ctx: AppContext,
  actor: Actor,
  input: AccountSettingsUpdate,
): Promise<AccountSettings> {
  await ctx.db
    .update(accounts)
    .set({
      enableTfa: input.enableTFA,
      ...(input.mailTo !== undefined ? { mailTo: input.mailTo } : {}),
      ...(input.allowSms !== undefined ? { allowSms: input.allowSms } : {}),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, actor.id));
  return getAccountSettings(ctx, actor);
}

/**
 * POST api/v1/account/change-password: checks the current password, stores the new one and ends
 * every other session of the account. Failure: 400 "Password not changed" with the reasons.
 */
export async function changePassword(ctx: AppContext, actor: Actor, input: ChangePasswordInput): Promise<void> {
  await assertAccountNotLocked(ctx, ctx.config.credentialLimits, actor.email);
  const [row] = await ctx.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, actor.id));
  if (!(await verifyPassword(row?.passwordHash ?? null, input.currentPassword))) {
    await recordAccountFailure(ctx, ctx.config.credentialLimits, actor.email);
    throw new AppError('VALIDATION_ERROR', MESSAGES.passwordNotChanged, {
      errors: [{ field: 'currentPassword', message: 'Incorrect password.' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, actor.id));
    await revokeAllSessions(tx as never, actor.id, actor.sessionId);
  });
}

/**
 * GET /api/v1/permission: global permission flags (spec 01 §6, spec 02 §6). The role's flags come
 * from the communities policy (`globalFlags`); canAccessAdmin is also granted to anyone who
 * moderates at least one community they have joined (spec 01 §6 "at least one topModerated
 * community").
 */
export async function globalPermissions(ctx: AppContext, actor: Actor): Promise<GlobalPermissions> {
  const flags = { ...globalFlags(actor) } as GlobalPermissions;
  if (!flags.canAccessAdmin) {
    const [moderated] = await ctx.db
      .select({ id: communityMembers.id })
      .from(communityMembers)
      .where(
        and(
          eq(communityMembers.userId, actor.id),
          eq(communityMembers.role, MemberType.Moderator),
          eq(communityMembers.status, MembershipStatus.Joined),
        ),
      )
      .limit(1);
    flags.canAccessAdmin = Boolean(moderated);
  }
  return flags;
}

/** POST /api/v1/community/users/set-first-login: clears the first-login flag. */
export async function setFirstLogin(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.update(accounts).set({ isFirstLogin: false, updatedAt: new Date() }).where(eq(accounts.id, actor.id));
}

/** GET api/v1/community/users/settings */
export async function getUserSettings(ctx: AppContext, actor: Actor): Promise<{ notificationActivityTypes: number[] }> {
  const [row] = await ctx.db
    .select({ n: accounts.notificationActivityTypes })
    .from(accounts)
    .where(eq(accounts.id, actor.id));
  return { notificationActivityTypes: row?.n ?? [] };
}

/** PUT api/v1/community/users/notification-settings */
export async function updateNotificationSettings(
  ctx: AppContext,
  actor: Actor,
  ids: number[],
): Promise<{ notificationActivityTypes: number[] }> {
  await ctx.db
    .update(accounts)
    .set({ notificationActivityTypes: [...ids].sort((a, b) => a - b) })
    .where(eq(accounts.id, actor.id));
  return getUserSettings(ctx, actor);
}

/**
 * GET /api/user/allow-login-access (spec 01 §2 splash): allowed when the caller passes the tenant's
 * login_splash_screen access rules; FDRS-section members get the FDRS variant.
 */
export async function allowLoginAccess(
  ctx: AppContext,
  actor: Actor,
): Promise<{ allowAccess: boolean; isFdrs: boolean }> {
  const [row] = await ctx.db.select({ isFdrs: accounts.isFdrs }).from(accounts).where(eq(accounts.id, actor.id));
  const rules = ctx.config.tenant.features.login_splash_screen.accessRules;
  return { allowAccess: passesAccessRules(rules, actor, (m) => ctx.log.warn(m)), isFdrs: row?.isFdrs ?? false };
}

/** GET /api/segment/all: segment categories with their segments, sorted by name. */
export async function listSegments(ctx: AppContext): Promise<{ categoryName: string; segments: SegmentRef[] }[]> {
  const rows = await ctx.db.select().from(segments).orderBy(asc(segments.categoryName), asc(segments.name));
  const byCategory = new Map<string, SegmentRef[]>();
  for (const r of rows) {
    const list = byCategory.get(r.categoryName) ?? [];
    list.push({ segmentId: r.id, segmentName: r.name });
    byCategory.set(r.categoryName, list);
  }
  return [...byCategory].map(([categoryName, segs]) => ({ categoryName, segments: segs }));
}
