/**
 * Conversions of the legacy account form (spec 01 §3 Account form, §5: dates sent as YYYY-MM-DD,
 * shown DD/MM/YYYY; issue 14): the profile the server answers to the form's values, and back to the
 * PUT /api/User payload (postalPostCode; empty text as null).
 */
import { FORMATS, type LegacyProfile, type LegacyProfileUpdateInput } from '@portal/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** Gender options (spec 01 §3 codes M, F, X, T, Z; the labels are not shown in the spec: chosen). */
export const GENDER_OPTIONS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'X', label: 'Non-binary' },
  { value: 'T', label: 'Transgender' },
  { value: 'Z', label: 'Prefer not to say' },
] as const;

/** The label of a gender code, or the code itself. */
export function genderLabel(code: string | null | undefined): string {
  return GENDER_OPTIONS.find((g) => g.value === code)?.label ?? code ?? '';
}

/** Values of the account form (dates as dayjs for the pickers). */
export interface AccountFormValues {
  title?: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  prefName?: string | null;
  pronoun?: string | null;
  gender?: string | null;
  graduationDate?: Dayjs | null;
  registeredEmail: string;
  dob?: Dayjs | null;
  postalAddress1?: string | null;
  postalSuburb?: string | null;
  postalState?: string | null;
  postalPostcode?: string | null;
  postalCountry?: string | null;
  mobile?: string | null;
}

const toDay = (v: string | null): Dayjs | null => (v && !v.startsWith(FORMATS.emptyDate) ? dayjs(v) : null);
const toIso = (v: Dayjs | null | undefined): string | null => (v ? v.format('YYYY-MM-DD') : null);
const text = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/** The form's initial values from GET /api/User. */
export function profileToForm(p: LegacyProfile): AccountFormValues {
  return {
    title: p.title,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    prefName: p.prefName,
    pronoun: p.pronoun,
    gender: p.gender,
    graduationDate: toDay(p.graduationDate),
    registeredEmail: p.registeredEmail,
    dob: toDay(p.dob),
    postalAddress1: p.postalAddress1,
    postalSuburb: p.postalSuburb,
    postalState: p.postalState,
    postalPostcode: p.postalPostcode,
    postalCountry: p.postalCountry,
    mobile: p.mobile,
  };
}

/** The PUT /api/User payload from the form (postalPostCode, YYYY-MM-DD, empty → null). */
export function formToPayload(v: AccountFormValues): LegacyProfileUpdateInput {
  return {
    title: (text(v.title) as LegacyProfileUpdateInput['title']) ?? null,
    firstName: v.firstName?.trim() ?? '',
    middleName: text(v.middleName),
    lastName: v.lastName?.trim() ?? '',
    prefName: text(v.prefName),
    pronoun: text(v.pronoun),
    gender: (text(v.gender) as LegacyProfileUpdateInput['gender']) ?? null,
    graduationDate: toIso(v.graduationDate),
    registeredEmail: v.registeredEmail?.trim() ?? '',
    dob: toIso(v.dob),
    postalAddress1: text(v.postalAddress1),
    postalSuburb: text(v.postalSuburb),
    postalState: text(v.postalState),
    postalPostCode: text(v.postalPostcode),
    postalCountry: text(v.postalCountry),
    mobile: text(v.mobile),
  };
}
