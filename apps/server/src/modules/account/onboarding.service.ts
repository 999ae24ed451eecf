/**
 * The first-time onboarding wizard's calls (spec 01 §2 First-time onboarding wizard, §3 First-time
 * form values, §4, §5, §7 First-time; issue 14): GET/PATCH /api/user/form/first-time, the field
 * options, the final-step redirect and the address lists. The password step sets the password of an
 * account that has none; `completed` (the last step) clears isFirstLogin.
 */
import {
  type FieldOptions,
  type FinalRedirect,
  type FirstTimeForm,
  type FirstTimePatch,
  type MembershipRedirectType,
  PRIVACY_KEYS,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { membershipRedirectType } from '../membership';
import { findOrganisation, locationOf } from '../organisations';
import * as details from './account-details.repository';
import * as profiles from './account-profile.repository';
import { fieldOptionsFor } from '../directory';
import * as repo from './onboarding.repository';
import { clearFirstLogin, setPasswordIfNone, updateAccountBasics } from '../identity';

const DEFAULT_PRIVACY = Object.fromEntries(PRIVACY_KEYS.map((k) => [k, true])) as FirstTimeForm['userPrivacy'];

/** GET /api/user/form/first-time: the caller's current answers (privacy toggles default on). */
export async function getFirstTimeForm(ctx: AppContext, actor: Actor): Promise<FirstTimeForm> {
  const a = await details.findDetails(ctx.db, actor.id);
  if (!a) throw notFound();
  const p = await profiles.profileOf(ctx.db, actor.id);
  const home = p?.homeAddress ?? {};
  return {
    title: a.title,
    firstName: a.firstName,
    lastName: a.lastName,
    postNominal: p?.postNominals ?? [],
    prefName: a.preferredName,
    dob: a.dateOfBirth,
    gender: a.gender,
    pronoun: a.pronoun,
    identityAsFirstNations: p?.identityAsFirstNations ?? null,
    admissionDate: p?.admissionDate ?? null,
    admissionState: p?.admissionStates ?? [],
    constituentBodyMembership: p?.constituentBodies ?? [],
    userPrivacy: { ...DEFAULT_PRIVACY, ...(p?.privacy ?? {}) },
    communicationDetails: {
      phoneNumber: p?.phoneNumber ?? null,
      mobile: a.mobile,
      email: a.email,
      contactPreference: p?.contactPreference ?? null,
      homeAddress: {
        address1: home.address1 ?? a.address,
        address2: home.address2 ?? null,
        suburb: home.suburb ?? a.suburb,
        state: home.state ?? a.state,
        postcode: home.postcode ?? a.postCode,
        country: home.country ?? a.country,
      },
    },
    organisationDetails: {
      organisationId: p?.organisationId ?? null,
      jobTitle: p?.jobTitle ?? null,
      organisationName: p?.organisationName ?? null,
      location: p?.organisationId
        ? locationOf({ suburb: p.orgSuburb, state: p.orgState, postcode: p.orgPostcode })
        : '-',
    },
    profileDetails: { description: p?.description ?? null, imageUrl: a.avatarUrl },
    expertiseAreas: p?.expertise ?? [],
    hasPassword: await repo.hasPassword(ctx.db, actor.id),
  };
}

/** GET .../field-options for the tenant. */
export function getFieldOptions(ctx: AppContext): FieldOptions {
  return fieldOptionsFor(ctx.config.tenant.id);
}

function refuseUnknown(field: string, values: readonly string[], options: { value: string }[]): void {
  const known = new Set(options.map((o) => o.value));
  const bad = values.find((v) => !known.has(v));
  if (bad !== undefined)
    throw new AppError('VALIDATION_ERROR', 'Choose a value from the list', {
      errors: [{ field, message: 'Choose a value from the list' }],
    });
}

/** Checks every option-backed value of a patch against the tenant's options (400 otherwise). */
function checkOptions(options: FieldOptions, input: FirstTimePatch): void {
  const one = (v: string | null | undefined) => (v ? [v] : []);
  refuseUnknown('title', one(input.title), options.title);
  refuseUnknown('gender', one(input.gender), options.genders);
  refuseUnknown('pronoun', one(input.pronoun), options.pronouns);
  refuseUnknown('identityAsFirstNations', one(input.identityAsFirstNations), options.firstNationIdentities);
  refuseUnknown('postNominal', input.postNominal ?? [], options.postNominals);
  refuseUnknown('admissionState', input.admissionState ?? [], options.admissionStates);
  refuseUnknown('constituentBodyMembership', input.constituentBodyMembership ?? [], options.constituentBodyMembership);
  refuseUnknown('contactPreference', one(input.communicationDetails?.contactPreference), options.contactPreferences);
  for (const sel of input.expertiseAreas ?? []) {
    const area = options.expertiseAreas.find((a) => a.id === sel.areaId);
    const ids = new Set(area?.categories.flatMap((c) => [c.id, ...(c.subCategories ?? []).map((s) => s.id)]) ?? []);
    if (!area || sel.categoryIds.some((id) => !ids.has(id)))
      throw new AppError('VALIDATION_ERROR', 'Choose areas of expertise from the list');
  }
}

/**
 * PATCH /api/user/form/first-time: saves the sent parts in one transaction. `password` sets the
 * password only when the account has none (400 when it already has one); `completed: true` clears
 * isFirstLogin. 400 for a value outside the tenant's options or an unknown organisation.
 */
export async function patchFirstTimeForm(ctx: AppContext, actor: Actor, input: FirstTimePatch): Promise<FirstTimeForm> {
  checkOptions(getFieldOptions(ctx), input);
  const orgId = input.organisationDetails?.organisationId;
  if (orgId && !(await findOrganisation(ctx.db, orgId)))
    throw new AppError('VALIDATION_ERROR', 'Please select your organisation');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await ctx.db.transaction(async (tx) => {
    if (passwordHash && !(await setPasswordIfNone(tx, actor.id, passwordHash)))
      throw new AppError('VALIDATION_ERROR', 'Your account already has a password. Change it under Settings.');
    const comm = input.communicationDetails;
    await updateAccountBasics(tx, actor.id, {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      preferredName: input.prefName === undefined ? undefined : input.prefName?.trim() || null,
      dateOfBirth: input.dob,
      gender: input.gender,
      pronoun: input.pronoun === undefined ? undefined : input.pronoun || null,
      mobile: comm?.mobile,
    });
    const write: profiles.ProfileWrite = {};
    if (input.postNominal) write.postNominals = input.postNominal;
    if (input.identityAsFirstNations !== undefined) write.identityAsFirstNations = input.identityAsFirstNations;
    if (input.admissionDate !== undefined) write.admissionDate = input.admissionDate;
    if (input.admissionState) write.admissionStates = input.admissionState;
    if (input.constituentBodyMembership) write.constituentBodies = input.constituentBodyMembership;
    if (input.userPrivacy) write.privacy = input.userPrivacy;
    if (comm) {
      write.phoneNumber = comm.phoneNumber;
      write.contactPreference = comm.contactPreference;
      write.homeAddress = comm.homeAddress;
    }
    if (input.organisationDetails) {
      write.organisationId = input.organisationDetails.organisationId;
      write.jobTitle = input.organisationDetails.jobTitle?.trim() || null;
    }
    if (input.profileDetails) write.description = input.profileDetails.description?.trim() || null;
    if (input.expertiseAreas) write.expertise = input.expertiseAreas.filter((a) => a.categoryIds.length > 0);
    if (input.completed) write.onboardingCompleted = true;
    if (Object.keys(write).length) await profiles.upsertProfile(tx, actor.id, write);
    if (input.completed) await clearFirstLogin(tx, actor.id);
  });
  return getFirstTimeForm(ctx, actor);
}

/**
 * The final modal's redirect (spec 01 §2) for a redirect type: the membership pages of this portal for
 * Auto Rollover (payment details) and Renew Membership; the dashboard (empty URL) for Life Member and
 * BondMx (membership already active for the current period).
 */
export function finalStepRedirect(type: MembershipRedirectType): FinalRedirect {
  const toProfile = type === 'Auto Rollover' || type === 'Renew Membership';
  return { type, redirectUrl: toProfile ? '/settings/membership-profile' : '' };
}

/**
 * GET /api/user/form/first-time/final-step-redirect-link: the type from the member's membership record
 * (`membershipRedirectType`, issue 15: life member, auto-renew, renewal due or lapsed, else active).
 */
export async function getFinalRedirect(ctx: AppContext, actor: Actor): Promise<FinalRedirect> {
  return finalStepRedirect(await membershipRedirectType(ctx.db, actor.id, ctx.config.tenant.timeZone));
}
