/**
 * Staff administration of members (issue 23): list, one member's page, add (with an invitation to
 * the first-login flow), edit details, segments, role, membership status, sessions, two-factor reset,
 * bulk actions and the CSV export. Every change writes exactly one staff audit entry in its own
 * transaction (a refused or failed action writes none); bulk actions and the export are in
 * members-bulk.service.ts. Callers pass `checkManageMembers` first
 * (the routes' preHandler); role changes also need Admin (`checkAdmin`, enforced here).
 */
import {
  MEMBERS_ADMIN_MESSAGES,
  type MemberDetail,
  type MemberDetailsInput,
  type MemberListResponse,
  type MemberRoleInput,
  type MemberSegment,
  type MemberCreateInput,
  MemberCreateInputSchema,
  type MemberMail,
  ROLE_VALUES,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { enforce } from '../../policies/denial';
import { canManageAccount, checkAdmin, checkManageAccount, isAdmin } from '../../policies/staff';
import { auditActorOf, changedFields, recordStaffAction } from '../audit';
import { openEmailChange, pendingEmailOf } from '../auth';
import { listInvoices } from '../billing';
import type { Executor } from '../../db/raw-query';
import { localToday, membershipOfAccount } from '../membership';
import { sendInvitations } from './invitations';
import { mailsOfAccount, resendMail } from '../mail';
import { enqueueWebhookEvent, enqueueWebhookEvents, memberEventData } from '../webhooks';
import * as repo from './members.repository';
import {
  emailTaken,
  revokeAllSessions,
  type MemberFields,
  insertMember,
  markFirstLogin,
  resetTwoFactor,
  setRoleAndContactTypes,
  updateMemberFields,
} from '../identity';

const auditActor = auditActorOf;
const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/** GET /api/v1/admin/members: a page of members matching the filter, with `meta.total_count`. */
export async function listMembersPage(
  ctx: AppContext,
  q: { page: number; size: number } & Parameters<typeof repo.listMembers>[1],
): Promise<MemberListResponse> {
  const { page, size, ...filter } = q;
  const { items, total } = await repo.listMembers(ctx.db, filter, size, (page - 1) * size, ctx.config.tenant.timeZone);
  return { data: items, meta: { total_count: total } };
}

/** GET /api/v1/admin/members/segments: every segment (filters and pickers). */
export function listSegments(ctx: AppContext): Promise<MemberSegment[]> {
  return repo.allSegments(ctx.db);
}

async function requireMember(ctx: AppContext, id: string, exec = ctx.db, forUpdate = false) {
  const member = await repo.memberSnapshot(exec, id, forUpdate);
  if (!member) throw notFound('Member not found.');
  return member;
}

/**
 * The member, locked for the action's transaction, when the actor may change it (issue 28: staff
 * scopes never reach upwards; policies/staff.ts canManageAccount). 404 when unknown, 403 otherwise.
 */
async function requireManageable(ctx: AppContext, actor: Actor, id: string, exec: typeof ctx.db) {
  const member = await requireMember(ctx, id, exec, true);
  enforce(checkManageAccount(actor, member));
  return member;
}

/**
 * GET /api/v1/admin/members/{id}: details, segments, membership, live sessions, the last invoices and
 * tickets and the CPD summary (read from the invoices, membership and events tables). 404 when unknown.
 */
export async function getMemberDetail(ctx: AppContext, actor: Actor, id: string): Promise<MemberDetail> {
  const snapshot = await requireMember(ctx, id);
  const [item, membership, sessions, invoices, tickets, cpd, pendingEmail] = await Promise.all([
    repo.memberListItem(ctx.db, id, ctx.config.tenant.timeZone),
    membershipOfAccount(ctx.db, id),
    repo.liveSessions(ctx.db, id),
    listInvoices(ctx.db, id, {
      from: null,
      to: null,
      zone: ctx.config.tenant.timeZone,
      sort: '-invoiceDate',
      limit: 20,
      offset: 0,
    }),
    repo.memberTickets(ctx.db, id),
    repo.memberCpdSummary(ctx.db, id),
    pendingEmailOf(ctx.db, id),
  ]);
  if (!item) throw notFound('Member not found.');
  return {
    ...item,
    preferredName: snapshot.preferredName,
    mobile: snapshot.mobile,
    suburb: snapshot.suburb,
    state: snapshot.state,
    postCode: snapshot.postCode,
    address: snapshot.address,
    country: snapshot.country,
    dateOfBirth: snapshot.dateOfBirth,
    enableTfa: snapshot.enableTfa,
    isFirstLogin: snapshot.isFirstLogin,
    pendingEmail,
    createdAt: snapshot.createdAt,
    membership: membership
      ? {
          memberNum: membership.memberNum,
          typeName: membership.typeName,
          status: item.membershipStatus ?? membership.status,
          joinDate: membership.joinDate,
          renewedTo: membership.renewedTo,
        }
      : null,
    sessions,
    invoices: invoices.rows.map((r) => ({
      id: String(r.id),
      number: r.invoiceNum,
      issuedAt: r.invoiceDate.toISOString(),
      totalCents: r.totalAmountIncGstCents,
      status: String(r.status),
      refundPendingCents: r.refundPendingCents,
      refundFailure: r.refundFailure,
    })),
    tickets,
    cpd,
    permissions: { canEditRole: isAdmin(actor), canManage: canManageAccount(actor, snapshot) },
  };
}

/**
 * The stored fields an input asks for: an empty text is null; an optional field left out keeps
 * `current`'s value (null for a new member), so a caller that does not know a field never clears it.
 */
function fieldsOf(input: MemberDetailsInput, current: MemberFields | null = null): MemberFields {
  const value = (key: Exclude<keyof MemberFields, 'firstName' | 'lastName' | 'email'>) => {
    const v = input[key];
    if (v === undefined) return current?.[key] ?? null;
    return v === null || v === '' ? null : v;
  };
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    preferredName: value('preferredName'),
    mobile: value('mobile'),
    memberNum: value('memberNum'),
    suburb: value('suburb'),
    state: value('state'),
    postCode: value('postCode'),
    address: value('address'),
    country: value('country'),
    dateOfBirth: value('dateOfBirth'),
  };
}

/**
 * The webhook of a membership status staff set on the member page or in bulk (issue 31), one per
 * changed membership, in the action's transaction `tx`. What the status means to an integration:
 * - `Cancelled`: `membership.cancelled` `{id, accountId, memberNumber, cancelledOn, reason: "staff"}`
 * - `Lapsed`: `membership.lapsed` `{id, accountId, memberNumber, renewedTo, lapsedOn, reason: "staff"}`
 * - `Active` (reinstated): `membership.renewed` with the period unchanged (`renewedFrom` = `renewedTo`),
 *   `periodStart` and `invoiceId` null and `"reinstated": true`.
 * Dates are the tenant's day (`YYYY-MM-DD`, ctx.config.tenant.timeZone).
 */
export async function emitMembershipStatusEvents(
  ctx: AppContext,
  tx: Executor,
  changed: repo.ChangedMembership[],
  status: string,
): Promise<void> {
  const today = localToday(ctx.config.tenant.timeZone);
  const base = (m: repo.ChangedMembership) => ({ id: m.id, accountId: m.accountId, memberNumber: m.memberNum });
  const event = (m: repo.ChangedMembership): Record<string, unknown> =>
    status === 'Cancelled'
      ? { ...base(m), cancelledOn: today, reason: 'staff' }
      : status === 'Lapsed'
        ? { ...base(m), renewedTo: m.renewedTo, lapsedOn: today, reason: 'staff' }
        : {
            ...base(m),
            renewedFrom: m.renewedTo,
            renewedTo: m.renewedTo,
            periodStart: null,
            invoiceId: null,
            reinstated: true,
          };
  const type = STATUS_EVENTS[status];
  if (!type) return;
  await enqueueWebhookEvents(
    ctx,
    tx,
    type,
    changed.map((m) => ({ data: event(m), accountId: m.accountId })),
  );
}

/** The webhook a membership status set by staff emits (emitMembershipStatusEvents). */
const STATUS_EVENTS: Record<string, 'membership.cancelled' | 'membership.lapsed' | 'membership.renewed'> = {
  Cancelled: 'membership.cancelled',
  Lapsed: 'membership.lapsed',
  Active: 'membership.renewed',
};

const pick = (m: MemberFields): MemberFields => ({
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  preferredName: m.preferredName,
  mobile: m.mobile,
  memberNum: m.memberNum,
  suburb: m.suburb,
  state: m.state,
  postCode: m.postCode,
  address: m.address,
  country: m.country,
  dateOfBirth: m.dateOfBirth,
});

export /** 400 naming `segmentIds` unless every id names a segment. */
async function assertSegmentsExist(ctx: AppContext, ids: number[], exec = ctx.db): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await repo.existingSegmentIds(exec, unique);
  if (found.length !== unique.length)
    throw new AppError('VALIDATION_ERROR', MEMBERS_ADMIN_MESSAGES.segmentUnknown, {
      errors: [{ field: 'segmentIds', message: MEMBERS_ADMIN_MESSAGES.segmentUnknown }],
    });
}

function emailTakenError(): AppError {
  return new AppError('CONFLICT', MEMBERS_ADMIN_MESSAGES.emailTaken, {
    errors: [{ field: 'email', message: MEMBERS_ADMIN_MESSAGES.emailTaken }],
  });
}

/**
 * POST /api/v1/admin/members: a new account (contact types, segments) that signs in first by emailed
 * code; invited by mail unless `sendInvitation` is false. 409 CONFLICT when the email is taken.
 */
export async function createMember(ctx: AppContext, actor: Actor, raw: MemberCreateInput): Promise<MemberDetail> {
  const input = MemberCreateInputSchema.parse(raw);
  const fields = fieldsOf(input);
  await assertSegmentsExist(ctx, input.segmentIds);
  if (input.contactTypes.some((t) => t !== 'Member' && t !== 'ClientUser')) enforce(checkAdmin(actor));
  const id = await ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, fields.email, null)) throw emailTakenError();
    const newId = await insertMember(tx, { ...fields, contactTypes: input.contactTypes });
    await repo.addSegments(tx, [newId], input.segmentIds);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.create',
      entityType: 'member',
      entityId: newId,
      summary: `Added member ${fullName(fields)}`,
      after: { ...fields, contactTypes: input.contactTypes, segmentIds: input.segmentIds },
      detail: { invited: input.sendInvitation },
    });
    await enqueueWebhookEvent(
      ctx,
      tx,
      'member.created',
      memberEventData(newId, fields, { contactTypes: input.contactTypes }),
      { accountId: newId },
    );
    if (input.sendInvitation) await sendInvitations(ctx, tx, [{ ...fields, id: newId }]);
    return newId;
  });
  return getMemberDetail(ctx, actor, id);
}

/**
 * PUT /api/v1/admin/members/{id}: replaces the details (an optional field left out is kept); logs the
 * changed fields before/after. 403 when the member's role or scopes are not below the actor's
 * (issue 28). A new email does not take effect here: it opens an email change (auth/email-change.service)
 * that the new address must verify and the old address may undo within 7 days; the detail shows it
 * as `pendingEmail`, and the audit log records the request as 'member.email-change'.
 */
export async function updateMember(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: MemberDetailsInput,
): Promise<MemberDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await requireManageable(ctx, actor, id, tx);
    const wanted = fieldsOf(input, before);
    const emailChange = wanted.email !== before.email;
    if (emailChange && (await emailTaken(tx, wanted.email, id))) throw emailTakenError();
    const after = { ...wanted, email: before.email };
    const changes = changedFields({ ...pick(before) }, { ...after });
    if (changes.after) {
      await updateMemberFields(tx, id, after);
      await recordStaffAction(tx, auditActor(actor), {
        action: 'member.update',
        entityType: 'member',
        entityId: id,
        summary: `Edited details of ${fullName(after)}`,
        ...changes,
      });
      await enqueueWebhookEvent(
        ctx,
        tx,
        'member.updated',
        memberEventData(id, after, { changedFields: Object.keys(changes.after).filter((f) => f !== 'dateOfBirth') }),
        { accountId: id },
      );
    }
    if (!emailChange) return;
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.email-change',
      entityType: 'member',
      entityId: id,
      summary: `Asked to change the email of ${fullName(after)} to ${wanted.email} (waits for the new address to confirm; the old address may undo it)`,
      before: { email: before.email },
      after: { email: wanted.email },
      detail: { targetRole: before.role, targetContactTypes: before.contactTypes },
    });
    await openEmailChange(ctx, tx, {
      account: { id, email: before.email, firstName: before.firstName },
      newEmail: wanted.email,
      requestedBy: auditActor(actor),
    });
  });
  return getMemberDetail(ctx, actor, id);
}

/** PUT /api/v1/admin/members/{id}/segments: replaces the member's segments; logs before/after ids. */
export async function setMemberSegments(
  ctx: AppContext,
  actor: Actor,
  id: string,
  segmentIds: number[],
): Promise<MemberDetail> {
  const wanted = [...new Set(segmentIds)].sort((a, b) => a - b);
  await assertSegmentsExist(ctx, wanted);
  await ctx.db.transaction(async (tx) => {
    const member = await requireManageable(ctx, actor, id, tx);
    const before = await repo.segmentIdsOf(tx, id);
    const removed = before.filter((s) => !wanted.includes(s));
    const added = wanted.filter((s) => !before.includes(s));
    if (removed.length === 0 && added.length === 0) return;
    await repo.removeSegments(tx, [id], removed);
    await repo.addSegments(tx, [id], added);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.segments',
      entityType: 'member',
      entityId: id,
      summary: `Changed segments of ${fullName(member)}`,
      before: { segmentIds: before },
      after: { segmentIds: wanted },
    });
  });
  return getMemberDetail(ctx, actor, id);
}

/** PUT /api/v1/admin/members/{id}/role: role and contact types (Admin only: they grant staff scopes). */
export async function setMemberRole(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: MemberRoleInput,
): Promise<MemberDetail> {
  enforce(checkAdmin(actor));
  if (!ROLE_VALUES.includes(input.role)) throw new AppError('VALIDATION_ERROR', 'Unknown role.');
  const contactTypes = [...new Set(input.contactTypes)];
  await ctx.db.transaction(async (tx) => {
    const member = await requireMember(ctx, id, tx, true);
    const changes = changedFields(
      { role: member.role, contactTypes: member.contactTypes },
      { role: input.role, contactTypes },
    );
    if (!changes.after) return;
    await setRoleAndContactTypes(tx, id, input.role, contactTypes);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'role.change',
      entityType: 'member',
      entityId: id,
      summary: `Changed role and contact types of ${fullName(member)}`,
      ...changes,
    });
  });
  return getMemberDetail(ctx, actor, id);
}

/** PUT /api/v1/admin/members/{id}/membership: the membership's status. 409 when there is none. */
export async function setMemberMembershipStatus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: string,
): Promise<MemberDetail> {
  await ctx.db.transaction(async (tx) => {
    const member = await requireManageable(ctx, actor, id, tx);
    const membership = await membershipOfAccount(tx, id, true);
    if (!membership) throw new AppError('CONFLICT', MEMBERS_ADMIN_MESSAGES.noMembership);
    if (membership.status === status) return;
    const changed = await repo.setMembershipStatus(tx, [id], status);
    await emitMembershipStatusEvents(ctx, tx, changed, status);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.membership',
      entityType: 'member',
      entityId: id,
      summary: `Set membership of ${fullName(member)} to ${status}`,
      before: { status: membership.status },
      after: { status },
    });
  });
  return getMemberDetail(ctx, actor, id);
}

/** POST /api/v1/admin/members/{id}/sign-out: revokes every live session of the member. */
export async function signOutMember(ctx: AppContext, actor: Actor, id: string): Promise<MemberDetail> {
  await ctx.db.transaction(async (tx) => {
    const member = await requireManageable(ctx, actor, id, tx);
    const live = await repo.liveSessions(tx, id);
    await revokeAllSessions(tx, id);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.sign-out',
      entityType: 'member',
      entityId: id,
      summary: `Signed ${fullName(member)} out of ${live.length} session${live.length === 1 ? '' : 's'}`,
      detail: { sessions: live.length },
    });
  });
  return getMemberDetail(ctx, actor, id);
}

/** POST /api/v1/admin/members/{id}/two-factor-reset: turns two-factor sign-in off. */
export async function resetMemberTwoFactor(ctx: AppContext, actor: Actor, id: string): Promise<MemberDetail> {
  await ctx.db.transaction(async (tx) => {
    const member = await requireManageable(ctx, actor, id, tx);
    await resetTwoFactor(tx, id);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.two-factor-reset',
      entityType: 'member',
      entityId: id,
      summary: `Reset two-factor sign-in of ${fullName(member)}`,
      before: { enableTfa: member.enableTfa },
      after: { enableTfa: false },
    });
  });
  return getMemberDetail(ctx, actor, id);
}

/** POST /api/v1/admin/members/{id}/invite: mails the first-login invitation again. */
export async function inviteMember(ctx: AppContext, actor: Actor, id: string): Promise<MemberDetail> {
  await ctx.db.transaction(async (tx) => {
    const m = await requireManageable(ctx, actor, id, tx);
    await markFirstLogin(tx, [id]);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.invite',
      entityType: 'member',
      entityId: id,
      summary: `Sent an invitation to ${fullName(m)}`,
    });
    await sendInvitations(ctx, tx, [{ ...m, id }]);
  });
  return getMemberDetail(ctx, actor, id);
}

/**
 * GET /api/v1/admin/members/{id}/mails: the newest 50 mails about the member with their delivery
 * state (issue 30). 404 when the member is unknown.
 */
export async function memberMails(ctx: AppContext, id: string): Promise<MemberMail[]> {
  await requireMember(ctx, id);
  return mailsOfAccount(ctx.db, id, 50);
}

/**
 * POST /api/v1/admin/members/{id}/mails/{mailId}/resend: writes a copy of the mail to the outbox
 * (its own Message-ID, `resendOf` the original), audited as 'member.mail-resend' in the same
 * transaction. 404 for an unknown member or a mail that is not about this member; 403 when the
 * member's role or scopes are not below the actor's.
 */
export async function resendMemberMail(ctx: AppContext, actor: Actor, id: string, mailId: string): Promise<MemberMail> {
  return ctx.db.transaction(async (tx) => {
    const member = await requireManageable(ctx, actor, id, tx);
    const copy = await resendMail(ctx, tx, id, mailId);
    if (!copy) throw notFound('Mail not found.');
    await recordStaffAction(tx, auditActor(actor), {
      action: 'member.mail-resend',
      entityType: 'member',
      entityId: id,
      summary: `Re-sent "${copy.subject}" to ${copy.recipient} (${fullName(member)})`,
      detail: { mailId, copyId: copy.id, kind: copy.kind },
    });
    return copy;
  });
}
