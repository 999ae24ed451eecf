/**
 * Workplace and dietary requirements of the caller (spec 01 §3 Organisation details, Dietary; §5;
 * §7 GET/PUT api/user/organisation, GET/POST api/user/requirements, GET api/value/dietaryrequirements;
 * issue 14). Only the caller's own profile is read or written.
 */
import {
  DIETARY_REQUIREMENT_OPTIONS,
  type Requirements,
  type Workplace,
  type WorkplaceUpdate,
  MESSAGES,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findOrganisation } from '../organisations';
import * as repo from './account-profile.repository';

/** GET api/user/organisation */
export async function getWorkplace(ctx: AppContext, actor: Actor): Promise<Workplace> {
  const p = await repo.profileOf(ctx.db, actor.id);
  return {
    organisation: p?.organisationId && p.organisationName ? { id: p.organisationId, name: p.organisationName } : null,
    role: p?.jobTitle ?? null,
    startDate: p?.orgStartDate ?? null,
  };
}

/** PUT /api/user/organisation: 400 "Please select your organisation" for an unknown organisation. */
export async function saveWorkplace(ctx: AppContext, actor: Actor, input: WorkplaceUpdate): Promise<Workplace> {
  const org = await findOrganisation(ctx.db, input.organisation.id);
  if (!org)
    throw new AppError('VALIDATION_ERROR', MESSAGES.organisationRequired, {
      errors: [{ field: 'organisation', message: MESSAGES.organisationRequired }],
    });
  await repo.upsertProfile(ctx.db, actor.id, {
    organisationId: org.id,
    jobTitle: input.role,
    orgStartDate: input.startDate ?? null,
  });
  return getWorkplace(ctx, actor);
}

/** GET api/user/requirements */
export async function getRequirements(ctx: AppContext, actor: Actor): Promise<Requirements> {
  const p = await repo.profileOf(ctx.db, actor.id);
  return {
    dietaryRequirements: p?.dietaryRequirements?.length ? p.dietaryRequirements : null,
    otherDietaryRequirement: p?.otherDietaryRequirement ?? null,
    accessibilityRequirement: p?.accessibilityRequirement ?? null,
  };
}

/**
 * POST api/user/requirements: an empty list is stored as null; dietary values must be options of
 * the events module's list (DIETARY_REQUIREMENT_OPTIONS) (400 otherwise); in a tenant without the dietary field the list is ignored.
 */
export async function saveRequirements(ctx: AppContext, actor: Actor, input: Requirements): Promise<Requirements> {
  const allowed = new Set<string>(DIETARY_REQUIREMENT_OPTIONS);
  const list = ctx.config.tenant.dietaryRequirementsField ? (input.dietaryRequirements ?? []) : [];
  const unknown = list.find((v) => !allowed.has(v));
  if (unknown) throw new AppError('VALIDATION_ERROR', `"${unknown}" is not a dietary requirement of the list.`);
  await repo.upsertProfile(ctx.db, actor.id, {
    dietaryRequirements: list.length ? [...new Set(list)] : null,
    otherDietaryRequirement: input.otherDietaryRequirement?.trim() || null,
    accessibilityRequirement: input.accessibilityRequirement?.trim() || null,
  });
  return getRequirements(ctx, actor);
}
