/**
 * Accounts: the current user, lookups, batch and search, settings, global permissions and the
 * first-login flag (spec 01 §3, §6, §7 Auth and account). Passwords and sessions belong to the auth
 * module (modules/auth), which depends on this one, never the other way round.
 */
import {
  MESSAGES,
  type Account,
  type AccountBatchInput,
  type AccountListResponse,
  type AccountSearchInput,
  type AccountSettings,
  type AccountSettingsUpdate,
  type CurrentAccount,
  type GlobalPermissions,
  MemberType,
  MembershipStatus,
  passesAccessRules,
  Role,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { globalFlags } from '../../policies/communities';
import { AppError, notFound } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto';
import { reserveAccountAttempt, clearFirstLogin, setNotificationTypes, updateSettings } from '../identity';
import { auditActorOf, recordStaffAction } from '../audit';
import { memberVisibility, seesAllMembers } from '../../policies/directory';
import { presentAccount, presentPublicAccount, type SegmentRef } from './account.presenter';
import * as repo from './account.repository';

/** Segments of several accounts, by account id. */
async function segmentsOf(ctx: AppContext, accountIds: string[]): Promise<Map<string, SegmentRef[]>> {
  const map = new Map<string, SegmentRef[]>();
  for (const r of await repo.segmentRowsOf(ctx.db, accountIds)) {
    const list = map.get(r.accountId) ?? [];
    list.push({ segmentId: r.segmentId, segmentName: r.segmentName });
    map.set(r.accountId, list);
  }
  return map;
}

/**
 * Presents rows for a caller: full for themselves or staff (`seesAllMembers`, the directory's
 * policy), otherwise the public view with what the member shares in the directory (issue 28 finding 6).
 */
async function presentMany(ctx: AppContext, actor: Actor, rows: repo.AccountRow[]): Promise<Account[]> {
  const full = seesAllMembers(actor);
  const segs = await segmentsOf(
    ctx,
    rows.filter((r) => full || r.id === actor.id).map((r) => r.id),
  );
  return rows.map((r) =>
    full || r.id === actor.id
      ? presentAccount(r, segs.get(r.id) ?? [])
      : presentPublicAccount(r, memberVisibility(actor, r.id, r.privacy)),
  );
}

/**
 * GET api/v1/account: the caller with the impersonation marker of the session (`impersonatorId`:
 * the Admin signed in as this account, or null). 404 for an unknown account.
 */
export async function loadCurrentAccount(
  ctx: AppContext,
  accountId: string,
  impersonatorId: string | null,
): Promise<CurrentAccount> {
  const row = await repo.findAccount(ctx.db, accountId);
  if (!row) throw notFound();
  const impersonator = impersonatorId ? await repo.findAccountName(ctx.db, impersonatorId) : null;
  const segs = await segmentsOf(ctx, [row.id]);
  return { ...presentAccount(row, segs.get(row.id) ?? []), impersonator };
}

/**
 * GET api/v1/account/{id}: 404 for an unknown or inactive account, and for a member who left the
 * directory unless the caller is that member or staff (issue 28 finding 6).
 * @throws AppError NOT_FOUND
 */
export async function getAccount(ctx: AppContext, actor: Actor, id: string): Promise<Account> {
  const row = await repo.findListedAccount(ctx.db, actor, id);
  if (!row) throw notFound('Account not found');
  return (await presentMany(ctx, actor, [row]))[0];
}

async function listWhere(
  ctx: AppContext,
  actor: Actor,
  where: Parameters<typeof repo.accountPage>[1],
  page: number,
  pageSize: number,
  sortBy: repo.AccountSort,
): Promise<AccountListResponse> {
  const { rows, total } = await repo.accountPage(ctx.db, where, sortBy, page, pageSize);
  return { users: await presentMany(ctx, actor, rows), totalItems: total };
}

/**
 * POST api/v1/account/batch: the listed accounts, paged, with optional contact-type/role filters;
 * members who left the directory are omitted for anyone but themselves and staff (issue 28 finding 6).
 */
export async function batchAccounts(
  ctx: AppContext,
  actor: Actor,
  input: AccountBatchInput,
): Promise<AccountListResponse> {
  if (input.accountIds.length === 0) return { users: [], totalItems: 0 };
  const where = repo.batchWhere(actor, input.accountIds, input.filters?.contactTypes, input.filters?.roles);
  return listWhere(ctx, actor, where, input.page, input.pageSize, input.sortBy);
}

/**
 * POST api/v1/account/search: keyword over first name, last name and full name; staff
 * (`seesAllMembers`) also match email and member number. Members who left the directory are
 * omitted for anyone but themselves and staff (issue 28 finding 6). Admin users are left out unless includeAdminUsers. (communityId narrows to a community's
 * members once communities exist: issue #3.)
 */
export async function searchAccounts(
  ctx: AppContext,
  actor: Actor,
  input: AccountSearchInput,
): Promise<AccountListResponse> {
  // Email is not shown to other members, so only staff match on it (and on the member number).
  const where = repo.searchWhere(
    actor,
    input.keyword.trim(),
    seesAllMembers(actor),
    input.includeAdminUsers,
    Role.Admin,
  );
  return listWhere(ctx, actor, where, input.page, input.pageSize, input.sortBy);
}

/** GET api/v1/account/settings */
export async function getAccountSettings(ctx: AppContext, actor: Actor): Promise<AccountSettings> {
  return repo.settingsOf(ctx.db, actor.id);
}

/**
 * Checks the signed-in account's own password before a sensitive change (changing the password,
 * turning two-factor off: issue 28 finding 9). A wrong password counts as a credential failure of
 * the account from this address, so it cannot be guessed here faster than at sign-in. Throws 400
 * VALIDATION_ERROR with `messages.missing` or `messages.wrong`, naming currentPassword with
 * `messages.wrongField` (default: the same text), or 429. The one check of its kind: the auth
 * module's password change uses it too.
 */
export async function confirmOwnPassword(
  ctx: AppContext,
  actor: Actor,
  password: string | undefined,
  ip: string,
  messages: { missing: string; wrong: string; wrongField?: string },
): Promise<void> {
  const refuse = (message: string, fieldMessage = message) =>
    new AppError('VALIDATION_ERROR', message, { errors: [{ field: 'currentPassword', message: fieldMessage }] });
  if (!password) throw refuse(messages.missing);
  const limits = ctx.config.credentialLimits;
  // Reserved as a failure before the hash is checked (atomic: issue 34); given back when right.
  const attempt = await reserveAccountAttempt(ctx, limits, actor.email, ip);
  const hash = (await repo.passwordHashOf(ctx.db, actor.id)) ?? (await dummyPasswordHash());
  if (!(await verifyPassword(hash, password))) throw refuse(messages.wrong, messages.wrongField);
  await attempt.succeeded();
}

/**
 * PUT api/v1/account/settings {enableTFA, mailTo, allowSms, currentPassword?}. Turning two-factor
 * off needs the account's password in `currentPassword` (issue 28 finding 9: a stolen session alone
 * must not remove the second factor): 400 VALIDATION_ERROR naming currentPassword when it is missing
 * or wrong (a wrong one counts against the credential limits). A change of two-factor is audited.
 */
export async function updateAccountSettings(
  ctx: AppContext,
  actor: Actor,
  input: AccountSettingsUpdate,
  ip: string,
): Promise<AccountSettings> {
  const before = await repo.settingsOf(ctx.db, actor.id);
  if (before.enableTfa && !input.enableTFA) {
    await confirmOwnPassword(ctx, actor, input.currentPassword, ip, {
      missing: MESSAGES.tfaOffNeedsPassword,
      wrong: MESSAGES.tfaOffWrongPassword,
    });
  }
  await ctx.db.transaction(async (tx) => {
    await updateSettings(tx, actor.id, {
      enableTfa: input.enableTFA,
      mailTo: input.mailTo,
      allowSms: input.allowSms,
    });
    if (before.enableTfa === input.enableTFA) return;
    await recordStaffAction(tx, auditActorOf({ id: actor.impersonatorId ?? actor.id, email: actor.email }), {
      action: 'auth.two-factor',
      entityType: 'member',
      entityId: actor.id,
      summary: `Turned two-factor sign-in ${input.enableTFA ? 'on' : 'off'}`,
      before: { enableTfa: before.enableTfa },
      after: { enableTfa: input.enableTFA },
      detail: { ip },
    });
  });
  return getAccountSettings(ctx, actor);
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
    flags.canAccessAdmin = await repo.moderatesAnyCommunity(
      ctx.db,
      actor.id,
      MemberType.Moderator,
      MembershipStatus.Joined,
    );
  }
  return flags;
}

/** POST /api/v1/community/users/set-first-login: clears the first-login flag. */
export async function setFirstLogin(ctx: AppContext, actor: Actor): Promise<void> {
  await clearFirstLogin(ctx.db, actor.id);
}

/** GET api/v1/community/users/settings */
export async function getUserSettings(ctx: AppContext, actor: Actor): Promise<{ notificationActivityTypes: number[] }> {
  return { notificationActivityTypes: await repo.notificationTypesOf(ctx.db, actor.id) };
}

/** PUT api/v1/community/users/notification-settings */
export async function updateNotificationSettings(
  ctx: AppContext,
  actor: Actor,
  ids: number[],
): Promise<{ notificationActivityTypes: number[] }> {
  await setNotificationTypes(
    ctx.db,
    actor.id,
    [...ids].sort((a, b) => a - b),
  );
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
  const rules = ctx.config.tenant.features.login_splash_screen.accessRules;
  return {
    allowAccess: passesAccessRules(rules, actor, (m) => ctx.log.warn(m)),
    isFdrs: await repo.isFdrsAccount(ctx.db, actor.id),
  };
}

/** GET /api/segment/all: segment categories with their segments, sorted by name. */
export async function listSegments(ctx: AppContext): Promise<{ categoryName: string; segments: SegmentRef[] }[]> {
  const byCategory = new Map<string, SegmentRef[]>();
  for (const r of await repo.allSegments(ctx.db)) {
    const list = byCategory.get(r.categoryName) ?? [];
    list.push({ segmentId: r.id, segmentName: r.name });
    byCategory.set(r.categoryName, list);
  }
  return [...byCategory].map(([categoryName, segs]) => ({ categoryName, segments: segs }));
}
