/**
 * Server values (spec 02 §7 GET/POST/PUT/DELETE admin/server-values: keyword, key, value; purpose
 * not shown, chosen in issue 20): settings an administrator changes at run time. The product reads
 * `support.email` (footer and contact page) and `contact.recipient` (where contact enquiries are
 * mailed), each falling back as `supportContact` says. Values live in the database and are read on
 * each use, so every process sees a change at once (no in-process copy).
 */
import {
  type SupplierDetails,
  type SupplierDetailsResponse,
  type SupplierDetailsInput,
  SERVER_VALUE_KEYS,
  SERVER_VALUE_MESSAGES,
  type ServerValue,
  type ServerValueInput,
  SUPPLIER_KEYS,
  TENANT_SUPPLIER_DEFAULTS,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkManageServerValues } from '../../policies/server-values';
import { enforce } from '../../policies/denial';
import * as repo from './server-values.repository';
import { auditActorOf, changedFields, recordStaffAction } from '../audit';
import { siteLogoState } from './site-logo.service';

/** GET admin/server-values?keyword. Admin only (403). */
export async function listServerValues(
  ctx: AppContext,
  actor: Actor,
  keyword: string | undefined,
): Promise<{ serverValues: ServerValue[] }> {
  enforce(checkManageServerValues(actor));
  return { serverValues: await repo.listServerValues(ctx.db, keyword || undefined) };
}

/** POST admin/server-values {key, value}: 409 CONFLICT when the key exists. */
export async function createServerValue(ctx: AppContext, actor: Actor, input: ServerValueInput): Promise<ServerValue> {
  enforce(checkManageServerValues(actor));
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertServerValue(tx, input.key, input.value, actor.id);
    if (!row)
      throw new AppError('CONFLICT', SERVER_VALUE_MESSAGES.exists, {
        errors: [{ field: 'key', message: SERVER_VALUE_MESSAGES.exists }],
      });
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'server-value.create',
      entityType: 'server-value',
      entityId: input.key,
      summary: `Created the server value ${input.key}`,
      after: { value: input.value },
    });
    return row;
  });
}

/** PUT admin/server-values {key, value}: 404 when the key does not exist. */
export async function updateServerValue(ctx: AppContext, actor: Actor, input: ServerValueInput): Promise<ServerValue> {
  enforce(checkManageServerValues(actor));
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateServerValue(tx, input.key, input.value, actor.id);
    if (!row) throw new AppError('NOT_FOUND', SERVER_VALUE_MESSAGES.notFound);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'server-value.update',
      entityType: 'server-value',
      entityId: input.key,
      summary: `Changed the server value ${input.key}`,
      after: { value: input.value },
    });
    return row;
  });
}

/** DELETE admin/server-values?key: 404 when the key does not exist. */
export async function deleteServerValue(ctx: AppContext, actor: Actor, key: string): Promise<{ success: true }> {
  enforce(checkManageServerValues(actor));
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteServerValue(tx, key))) throw new AppError('NOT_FOUND', SERVER_VALUE_MESSAGES.notFound);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'server-value.delete',
      entityType: 'server-value',
      entityId: key,
      summary: `Deleted the server value ${key}`,
    });
  });
  return { success: true };
}

/**
 * The contact addresses now in force: `supportEmail` = server value support.email, else the
 * tenant's contactEmail; `contactRecipient` = contact.recipient, else `supportEmail`.
 */
export async function supportContact(ctx: AppContext): Promise<{ supportEmail: string; contactRecipient: string }> {
  const values = await repo.readServerValues(ctx.db, [
    SERVER_VALUE_KEYS.supportEmail,
    SERVER_VALUE_KEYS.contactRecipient,
  ]);
  const supportEmail = values.get(SERVER_VALUE_KEYS.supportEmail) ?? ctx.config.tenant.contactEmail;
  return { supportEmail, contactRecipient: values.get(SERVER_VALUE_KEYS.contactRecipient) ?? supportEmail };
}

const SUPPLIER_FIELDS = Object.keys(SUPPLIER_KEYS) as (keyof SupplierDetails)[];

/**
 * The supplier details in force for tax invoices (issue 30): each field its server value, else the
 * tenant's demo value (TENANT_SUPPLIER_DEFAULTS); `missing` names the fields that are empty.
 */
export async function supplierDetails(
  ctx: AppContext,
): Promise<{ details: SupplierDetails; missing: (keyof SupplierDetails)[] }> {
  const stored = await repo.readServerValues(ctx.db, Object.values(SUPPLIER_KEYS));
  const fallback = TENANT_SUPPLIER_DEFAULTS[ctx.config.tenant.id];
  const details = Object.fromEntries(
    SUPPLIER_FIELDS.map((f) => [f, (stored.get(SUPPLIER_KEYS[f]) ?? fallback?.[f] ?? '').trim()]),
  ) as SupplierDetails;
  return { details, missing: SUPPLIER_FIELDS.filter((f) => !details[f]) };
}

/** GET admin/supplier-details: the details in force and the logo's state (Admin only, 403). */
export async function getSupplierDetails(ctx: AppContext, actor: Actor): Promise<SupplierDetailsResponse> {
  enforce(checkManageServerValues(actor));
  return { ...(await supplierDetails(ctx)).details, ...(await siteLogoState(ctx)) };
}

/** PUT admin/supplier-details: stores every field in one transaction with one audit row. */
export async function putSupplierDetails(
  ctx: AppContext,
  actor: Actor,
  input: SupplierDetailsInput,
): Promise<SupplierDetailsResponse> {
  enforce(checkManageServerValues(actor));
  const before = (await supplierDetails(ctx)).details;
  await ctx.db.transaction(async (tx) => {
    for (const f of SUPPLIER_FIELDS) await repo.upsertServerValue(tx, SUPPLIER_KEYS[f], input[f], actor.id);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'supplier-details.update',
      entityType: 'server-value',
      entityId: 'supplier',
      summary: 'Changed the organisation details printed on tax invoices',
      ...changedFields(before, input),
    });
  });
  return { ...(await supplierDetails(ctx)).details, ...(await siteLogoState(ctx)) };
}
