/**
 * The onboarding wizard's dropdown values per tenant (spec 01 §3 Dropdown values; issue 14 demo data:
 * "every tenant has its onboarding options"), the address lists (GET /api/address/countries,
 * /api/address/states) and the expertise areas with categories and sub-categories. Values are
 * chosen (the spec shows none); value = label except where a short code reads better.
 */
import { type FieldOptions, GENDERS, type Option, type TenantId, TITLES } from '@portal/shared';

const opts = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  M: 'Male',
  F: 'Female',
  X: 'Non-binary',
  T: 'Transgender',
  Z: 'Prefer not to say',
};

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

const COMMON = {
  title: opts(TITLES),
  genders: GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
  pronouns: opts(['she/her', 'he/him', 'they/them', 'she/they', 'he/they', 'Prefer not to say']),
  firstNationIdentities: opts([
    'Aboriginal',
    'Torres Strait Islander',
    'Both Aboriginal and Torres Strait Islander',
    'Neither',
    'Prefer not to say',
  ]),
  admissionStates: opts(AU_STATES),
  contactPreferences: opts(['Email', 'Mobile', 'Landline']),
};

/** Expertise areas: ids are unique across areas, categories and sub-categories of a tenant. */
function area(id: number, name: string, categories: [string, string[]?][]): FieldOptions['expertiseAreas'][number] {
  let next = id * 100;
  return {
    id,
    name,
    categories: categories.map(([catName, subs]) => {
      next += 1;
      const cat = { id: next, name: catName } as {
        id: number;
        name: string;
        subCategories?: { id: number; name: string }[];
      };
      if (subs?.length) {
        cat.subCategories = subs.map((s) => {
          next += 1;
          return { id: next, name: s };
        });
      }
      return cat;
    }),
  };
}

const BY_TENANT: Record<
  TenantId,
  Pick<FieldOptions, 'postNominals' | 'constituentBodyMembership' | 'expertiseAreas'>
> = {
  ota: {
    postNominals: opts(['BOccThy', 'MOccThy', 'BSc (OT)', 'PhD', 'FOTA', 'AccOT']),
    constituentBodyMembership: opts([
      'OT Australia NSW/ACT',
      'OT Australia Victoria',
      'OT Australia Queensland',
      'OT Australia South Australia',
      'OT Australia Western Australia',
      'OT Australia Tasmania',
      'OT Australia Northern Territory',
      'Not applicable',
    ]),
    expertiseAreas: [
      area(1, 'Paediatrics', [
        ['Early intervention', ['Sensory processing', 'Feeding', 'Developmental delay']],
        ['School-based practice', ['Handwriting', 'Classroom adjustments']],
        ['Autism support'],
      ]),
      area(2, 'Adult rehabilitation', [
        ['Neurology', ['Stroke', 'Acquired brain injury', 'Spinal cord injury']],
        ['Hand therapy', ['Splinting', 'Post-surgical rehabilitation']],
        ['Driver rehabilitation'],
      ]),
      area(3, 'Mental health', [['Community mental health'], ['Inpatient services'], ['Trauma-informed practice']]),
      area(4, 'Aged care', [
        ['Home modifications', ['Bathroom modifications', 'Access ramps']],
        ['Falls prevention'],
        ['Dementia care'],
      ]),
      area(5, 'Workplace and insurance', [
        ['Workplace rehabilitation'],
        ['Functional capacity evaluation'],
        ['NDIS assessments'],
      ]),
    ],
  },
  psa: {
    postNominals: opts(['Cert IV', 'Diploma', 'Advanced Diploma', 'Bachelor', 'Master']),
    constituentBodyMembership: opts([
      'Public Skills NSW',
      'Public Skills Victoria',
      'Public Skills Queensland',
      'Not applicable',
    ]),
    expertiseAreas: [
      area(1, 'Public administration', [
        ['Policy development', ['Regulatory policy', 'Social policy']],
        ['Procurement'],
      ]),
      area(2, 'Training and assessment', [['Workplace assessment'], ['Curriculum design', ['Competency mapping']]]),
    ],
  },
  maritime: {
    postNominals: opts(['Master Mariner', 'Chief Engineer', 'Coxswain', 'MAR']),
    constituentBodyMembership: opts(['Maritime Skills East', 'Maritime Skills West', 'Not applicable']),
    expertiseAreas: [
      area(1, 'Deck operations', [['Navigation', ['Coastal', 'Ocean']], ['Cargo handling']]),
      area(2, 'Marine engineering', [['Propulsion systems'], ['Electrical systems', ['High voltage']]]),
    ],
  },
  lawcouncil: {
    postNominals: opts(['LLB', 'JD', 'LLM', 'SC', 'KC']),
    constituentBodyMembership: opts([
      'Law Society of New South Wales',
      'Law Institute of Victoria',
      'Queensland Law Society',
      'Law Society of Western Australia',
      'Not applicable',
    ]),
    expertiseAreas: [
      area(1, 'Litigation', [['Commercial litigation', ['Insolvency', 'Contract disputes']], ['Criminal law']]),
      area(2, 'Property and planning', [['Conveyancing'], ['Planning and environment']]),
      area(3, 'Family law', [['Parenting matters'], ['Property settlement']]),
    ],
  },
  tls: {
    postNominals: opts(['LLB', 'JD', 'LLM', 'SC']),
    constituentBodyMembership: opts(['Territory Law Society', 'Not applicable']),
    expertiseAreas: [
      area(1, 'Criminal law', [['Indictable offences'], ['Youth justice']]),
      area(2, 'Native title and land rights', [['Land claims', ['Claim preparation', 'Mediation']]]),
    ],
  },
};

/** GET /api/user/form/first-time/field-options for a tenant. */
export function fieldOptionsFor(tenant: TenantId): FieldOptions {
  return { ...COMMON, ...BY_TENANT[tenant] };
}

/** GET /api/address/states */
export const STATE_OPTIONS: Option[] = [
  { value: 'ACT', label: 'Australian Capital Territory' },
  { value: 'NSW', label: 'New South Wales' },
  { value: 'NT', label: 'Northern Territory' },
  { value: 'QLD', label: 'Queensland' },
  { value: 'SA', label: 'South Australia' },
  { value: 'TAS', label: 'Tasmania' },
  { value: 'VIC', label: 'Victoria' },
  { value: 'WA', label: 'Western Australia' },
];

/** GET /api/address/countries (Australia first: the default phone country, spec 01 §9). */
export const COUNTRY_OPTIONS: Option[] = opts([
  'Australia',
  'New Zealand',
  'Canada',
  'Fiji',
  'Hong Kong',
  'India',
  'Indonesia',
  'Ireland',
  'Japan',
  'Malaysia',
  'Papua New Guinea',
  'Philippines',
  'Singapore',
  'South Africa',
  'United Kingdom',
  'United States',
]);
