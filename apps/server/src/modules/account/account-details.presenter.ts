/**
 * The account's details in the two API styles of spec 01 §3 (issue 14): the legacy profile's field
 * names, or the workflow form's fields {id, entityId, fieldLabel, value}.
 */
import { type LegacyProfile, WORKFLOW_FIELDS, type WorkflowForm } from '@portal/shared';
import type { AccountDetailsRow } from './account-details.repository';

/** GET /api/User: the legacy profile (postalPostcode as the server reads it). */
export function presentLegacyProfile(row: AccountDetailsRow): LegacyProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName,
    title: row.title,
    prefName: row.preferredName,
    gender: row.gender,
    pronoun: row.pronoun,
    registeredEmail: row.email,
    mobile: row.mobile,
    dob: row.dateOfBirth,
    graduationDate: row.graduationDate,
    postalAddress1: row.address,
    postalSuburb: row.suburb,
    postalState: row.state,
    postalPostcode: row.postCode,
    postalCountry: row.country,
    avatarUrl: row.avatarUrl,
    memberNum: row.memberNum,
  };
}

/** GET /api/user/details: the workflow form of the account (entityId is the account id). */
export function presentWorkflowForm(row: AccountDetailsRow): WorkflowForm {
  return {
    formFields: WORKFLOW_FIELDS.map((f) => ({
      id: f.id,
      entityId: row.id,
      fieldLabel: f.fieldLabel,
      value: row[f.key] ?? null,
    })),
  };
}
