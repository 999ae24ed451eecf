/**
 * CPD and courses: the tenant's CPD rule, limits, option lists and messages (spec 03 §2 CPD, §3
 * Enrolment, CPD period, CPD record, §4 Enrolment, §5 CPD, §8 CPD and enrolments, §9 Default CPD
 * minimum hours; issue 16). Texts are the spec's words where it gives them; those marked "chosen"
 * fill places the spec does not show (docs/spec-coverage.md, issue 16).
 */
import type { TenantId } from '../tenants/tenants';

/**
 * A tenant's CPD rule: a registration year starting on `startMonth`/`startDay` (Sydney dates),
 * `minimumHours` of which `minimumInteractiveHours` interactive, a learning plan at the start and a
 * reflection for each activity, evidence kept `evidenceYears`.
 */
export interface CpdRule {
  /** 1-12. */
  startMonth: number;
  startDay: number;
  /** Hours per period; null means "missing", which counts as CPD_LIMITS.defaultMinimumHours. */
  minimumHours: number | null;
  minimumInteractiveHours: number;
  learningPlanRequired: boolean;
  reflectionRequired: boolean;
  evidenceYears: number;
  /** Printed on reports. */
  standardName: string;
}

/**
 * The Occupational Therapy Board of Australia's CPD standard in force since 1 December 2019: 1 Dec
 * to 30 Nov, 20 h of which at least 5 interactive, a learning plan, reflections, evidence kept 5 years.
 */
export const OTBA_CPD_RULE: CpdRule = {
  startMonth: 12,
  startDay: 1,
  minimumHours: 20,
  minimumInteractiveHours: 5,
  learningPlanRequired: true,
  reflectionRequired: true,
  evidenceYears: 5,
  standardName: 'Occupational Therapy Board of Australia CPD registration standard (1 December 2019)',
};

/** Per-tenant rules (chosen: the tenants without their own rule follow a calendar year, minimum missing). */
export const CPD_RULES: Record<TenantId, CpdRule> = {
  ota: OTBA_CPD_RULE,
  psa: { ...OTBA_CPD_RULE, startMonth: 1, minimumHours: null, minimumInteractiveHours: 0, standardName: 'CPD year' },
  maritime: {
    ...OTBA_CPD_RULE,
    startMonth: 1,
    minimumHours: null,
    minimumInteractiveHours: 0,
    standardName: 'CPD year',
  },
  lawcouncil: {
    ...OTBA_CPD_RULE,
    startMonth: 4,
    minimumHours: 10,
    minimumInteractiveHours: 0,
    standardName: 'CPD year',
  },
  tls: { ...OTBA_CPD_RULE, startMonth: 4, minimumHours: 10, minimumInteractiveHours: 0, standardName: 'CPD year' },
};

export const CPD_LIMITS = {
  /** Spec 03 §5, §9: minimum required hours when missing. */
  defaultMinimumHours: 20,
  /** Hours are entered in quarter hours (issue 16). */
  hoursStep: 0.25,
  maxHours: 500,
  /** Evidence files per record (chosen) and their size (issue 16: 10 MB each). */
  maxEvidenceFiles: 5,
  evidenceMaxBytes: 10 * 1024 * 1024,
  evidenceExtensions: ['pdf', 'jpg', 'png'] as readonly string[],
  titleMax: 200,
  presenterMax: 200,
  reflectionMax: 4000,
  learningPlanMax: 4000,
  /** Staff compliance list page size (chosen). */
  compliancePageSize: 50,
  complianceMaxPageSize: 200,
} as const;

/** Record categories offered by the create page (chosen). */
export const CPD_CATEGORIES = [
  'Formal education',
  'Workshop or conference',
  'Online course or webinar',
  'Peer review and supervision',
  'Self-directed reading',
  'Teaching and presenting',
  'Research and publication',
] as const;

/** Domains of practice (chosen, after the OT Australia competency standards). */
export const CPD_DOMAINS = [
  'Professionalism',
  'Knowledge and learning',
  'Occupational therapy process and practice',
  'Communication',
] as const;

/** Enrolment statuses (spec 03 §3: Active, Completed, others). */
export const ENROLMENT_STATUSES = ['Active', 'Completed', 'Pending', 'Expired'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Compliance list status of a member in a period (chosen). */
export const CPD_COMPLIANCE_STATUSES = ['Complete', 'On track', 'Short'] as const;
export type CpdComplianceStatus = (typeof CPD_COMPLIANCE_STATUSES)[number];

export const CPD_MESSAGES = {
  // §8 CPD and enrolments (word for word)
  enrolsFailed: 'Failed to get enrolls',
  unenrolFailed: 'Failed unenroll course',
  unenrolSuccess: 'Unenroll success',
  error: 'Error',
  notFound: 'Not found',
  downloadError: 'Error downloading file.',
  printError: 'Error during printing document',
  loadDocumentError: 'Error during loading document',
  // chosen
  completedCannotUnenrol: 'A completed course cannot be unenrolled.',
  notEnrolled: 'You are not enrolled in this course.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  enrolSuccess: 'Enrolled successfully',
  titleRequired: 'Please enter a title',
  categoryRequired: 'Please select a category',
  hoursInvalid: 'Hours must be a positive number in steps of 0.25',
  hoursTooMany: `Hours cannot be more than 500`,
  dateRequired: 'Please enter the completed date',
  dateInFuture: 'The completed date cannot be in the future',
  evidenceType: 'Evidence must be a PDF, JPG or PNG file',
  evidenceTooLarge: 'Each evidence file must be 10 MB or smaller',
  evidenceTooMany: 'Attach at most 5 evidence files',
  eventRecordReadOnly: 'A record from an event you attended cannot be changed.',
  noCertificate: 'Only records from events have a certificate.',
  recordSaved: 'CPD record saved',
  recordDeleted: 'CPD record deleted',
  planSaved: 'Learning plan saved',
  noRecords: 'No CPD records in this period yet',
  noEnrolments: 'No Data',
  noCourses: 'No Data',
} as const;
