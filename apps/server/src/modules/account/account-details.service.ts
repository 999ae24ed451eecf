/**
 * Account details in the tenant's API style (spec 01 §1 "User account settings API style", §3, §5
 * Account form, §7; issue 14). Legacy (ota, lawcouncil, tls): GET/PUT /api/User. Workflow (psa,
 * maritime): GET/POST /api/user/details. The other style's calls answer 404. A caller reads and
 * writes only their own details (another account's id answers 404); role, contact types,
 * segments and member number are not fields of either form, and a different email is refused (400).
 */
import {
  type ApiMode,
  type LegacyProfile,
  type LegacyProfileUpdate,
  MESSAGES,
  WORKFLOW_FIELDS,
  type WorkflowForm,
  type WorkflowSave,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { checkOwnAccount } from '../../policies/account';
import { enforce } from '../../policies/denial';
import { presentLegacyProfile, presentWorkflowForm } from './account-details.presenter';
import * as repo from './account-details.repository';
import { updateLegacyDetails, updateWorkflowDetails } from '../identity';
import { enqueueWebhookEvent, memberEventData } from '../webhooks';
import type { Executor } from '../../db/raw-query';

const blank = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/** Fields whose change is not named in member.updated (never sent: spec of the event, issue 31). */
const UNNAMED_FIELDS = new Set(['dateOfBirth', 'avatarUrl']);

/**
 * Runs `write` (the caller's details update) in one transaction with `member.updated` (issue 31) when
 * any field changed: the event carries the details after and `changedFields` (not the date of birth).
 */
async function saveWithEvent(
  ctx: AppContext,
  before: repo.AccountDetailsRow,
  write: (tx: Executor) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await write(tx);
    const after = await repo.findDetails(tx, before.id);
    if (!after) throw notFound();
    const changedFields = (Object.keys(after) as (keyof repo.AccountDetailsRow)[]).filter(
      (k) => !UNNAMED_FIELDS.has(k) && String(after[k] ?? '') !== String(before[k] ?? ''),
    );
    const dobChanged = String(after.dateOfBirth ?? '') !== String(before.dateOfBirth ?? '');
    if (changedFields.length === 0 && !dobChanged) return;
    await enqueueWebhookEvent(ctx, tx, 'member.updated', memberEventData(after.id, after, { changedFields }), {
      accountId: after.id,
    });
  });
}

function requireMode(ctx: AppContext, mode: ApiMode): void {
  if (ctx.config.tenant.accountApiMode !== mode) throw notFound();
}

async function ownDetails(ctx: AppContext, actor: Actor): Promise<repo.AccountDetailsRow> {
  const row = await repo.findDetails(ctx.db, actor.id);
  if (!row) throw notFound();
  return row;
}

function refuseEmailChange(row: repo.AccountDetailsRow, email: string | null, field: string): void {
  if ((email ?? '').trim().toLowerCase() !== row.email.toLowerCase())
    throw new AppError('VALIDATION_ERROR', MESSAGES.emailNotChangeable, {
      errors: [{ field, message: MESSAGES.emailNotChangeable }],
    });
}

/** GET /api/User (legacy): the caller's profile. 404 in a workflow tenant. */
export async function getLegacyProfile(ctx: AppContext, actor: Actor): Promise<LegacyProfile> {
  requireMode(ctx, 'legacy');
  return presentLegacyProfile(await ownDetails(ctx, actor));
}

/**
 * PUT /api/User (legacy save): writes the account form (dates YYYY-MM-DD, postalPostCode) and
 * answers the saved profile. 400 when registeredEmail differs from the stored email; 404 when `id`
 * names another account or in a workflow tenant.
 */
export async function saveLegacyProfile(
  ctx: AppContext,
  actor: Actor,
  input: LegacyProfileUpdate,
): Promise<LegacyProfile> {
  requireMode(ctx, 'legacy');
  enforce(checkOwnAccount(actor.id, input.id));
  const row = await ownDetails(ctx, actor);
  refuseEmailChange(row, input.registeredEmail, 'registeredEmail');
  await saveWithEvent(ctx, row, (tx) =>
    updateLegacyDetails(tx, actor.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: blank(input.middleName),
      title: input.title ?? null,
      preferredName: blank(input.prefName),
      gender: input.gender ?? null,
      pronoun: blank(input.pronoun),
      mobile: blank(input.mobile),
      dateOfBirth: input.dob ?? null,
      graduationDate: input.graduationDate ?? null,
      address: blank(input.postalAddress1),
      suburb: blank(input.postalSuburb),
      state: blank(input.postalState),
      postCode: blank(input.postalPostCode),
      country: blank(input.postalCountry),
    }),
  );
  return presentLegacyProfile(await ownDetails(ctx, actor));
}

/** GET /api/user/details (workflow): the caller's form fields. 404 in a legacy tenant. */
export async function getWorkflowForm(ctx: AppContext, actor: Actor): Promise<WorkflowForm> {
  requireMode(ctx, 'workflow');
  return presentWorkflowForm(await ownDetails(ctx, actor));
}

/**
 * POST /api/user/details (workflow save) with workflowFormFields [{Id, EntityId, Value}]: fields
 * not sent keep their values. 404 when an EntityId is not the caller; 400 for an unknown field id,
 * an empty first or last name (the spec's messages) or a changed email.
 */
export async function saveWorkflowForm(ctx: AppContext, actor: Actor, input: WorkflowSave): Promise<WorkflowForm> {
  requireMode(ctx, 'workflow');
  for (const f of input.workflowFormFields) enforce(checkOwnAccount(actor.id, f.EntityId));
  const row = await ownDetails(ctx, actor);
  const next = { firstName: row.firstName, lastName: row.lastName, title: row.title, mobile: row.mobile };
  for (const f of input.workflowFormFields) {
    const field = WORKFLOW_FIELDS.find((w) => w.id === f.Id);
    if (!field) throw new AppError('VALIDATION_ERROR', `Unknown form field "${f.Id}".`);
    const value = blank(f.Value);
    if (field.key === 'email') refuseEmailChange(row, value, f.Id);
    else if (field.key === 'firstName' || field.key === 'lastName') {
      const message = field.key === 'firstName' ? MESSAGES.firstNameRequired : MESSAGES.lastNameRequired;
      if (!value || value.length > 100)
        throw new AppError('VALIDATION_ERROR', message, { errors: [{ field: f.Id, message }] });
      next[field.key] = value;
    } else if (value && value.length > (field.key === 'title' ? 50 : 30)) {
      throw new AppError('VALIDATION_ERROR', `${field.fieldLabel} is too long.`);
    } else next[field.key] = value;
  }
  await saveWithEvent(ctx, row, (tx) => updateWorkflowDetails(tx, actor.id, next));
  return presentWorkflowForm(await ownDetails(ctx, actor));
}
