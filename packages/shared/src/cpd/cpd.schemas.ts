/**
 * CPD and enrolments contract (spec 03 §3 Enrolment, CPD period, CPD record; §5 CPD; §7 CPD and
 * enrolments; issue 16). Shapes the spec does not show are chosen here and listed in
 * docs/spec-coverage.md (issue 16).
 *
 * Dates: `periodStartDate`, `periodEndDate` and `completedDate` are calendar dates in Sydney time
 * ("YYYY-MM-DD"); hours are numbers in quarter hours.
 */
import { z } from 'zod';
import { CPD_COMPLIANCE_STATUSES, CPD_LIMITS, CPD_MESSAGES, ENROLMENT_STATUSES } from './cpd.constants';

const pathId = z.coerce.number().int().positive().max(2_147_483_647);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const CpdIdParamsSchema = z.object({ id: pathId });
export const CpdAttachmentParamsSchema = z.object({ id: z.uuid() });

/** An evidence file of a record (spec 03 §3: attachments id, name). */
export const CpdAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Bytes (chosen addition). */
  size: z.number().int(),
  mimeType: z.string(),
});
export type CpdAttachment = z.infer<typeof CpdAttachmentSchema>;

/** A CPD record (spec 03 §3) plus `interactive`, `reflection` and `source` (issue 16). */
export const CpdRecordSchema = z.object({
  cpdId: z.number().int(),
  title: z.string(),
  categoryName: z.string(),
  presenter: z.string().nullable(),
  domain: z.string().nullable(),
  hours: z.number(),
  /** Counts towards the interactive minimum. */
  interactive: z.boolean(),
  reflection: z.string().nullable(),
  completedDate: isoDate,
  attachments: z.array(CpdAttachmentSchema),
  /** The edit page of an outside record; null for a record from an event (spec 03 §6). */
  editUrl: z.string().nullable(),
  /** The event a record came from; only such records have a certificate (spec 03 §6). */
  relatedEventId: z.number().int().nullable(),
});
export type CpdRecord = z.infer<typeof CpdRecordSchema>;

/** What the period still needs (issue 16: hours, interactive hours, plan, reflections). */
export const CpdComplianceSchema = z.object({
  hoursMet: z.boolean(),
  interactiveHours: z.number(),
  minimumInteractiveHours: z.number(),
  interactiveMet: z.boolean(),
  learningPlanRequired: z.boolean(),
  learningPlanMet: z.boolean(),
  reflectionRequired: z.boolean(),
  /** Records without a reflection. */
  recordsWithoutReflection: z.number().int(),
  reflectionsMet: z.boolean(),
  compliant: z.boolean(),
});
export type CpdCompliance = z.infer<typeof CpdComplianceSchema>;

/** A CPD period (spec 03 §3) with the caller's figures. */
export const CpdPeriodSchema = z.object({
  cpdPeriodId: z.number().int(),
  periodStartDate: isoDate,
  periodEndDate: isoDate,
  /** "2025–2026": the label spans years (spec 03 §5). */
  label: z.string(),
  completedTotalHours: z.number(),
  /** Defaults to 20 when the rule has none (spec 03 §5). */
  minimumRequiredHours: z.number(),
  /** completed / required × 100, capped at 100, rounded down (spec 03 §5). */
  progressPercent: z.number(),
  isCurrent: z.boolean(),
  learningPlan: z.string().nullable(),
  compliance: CpdComplianceSchema,
  cpdRecords: z.array(CpdRecordSchema),
});
export type CpdPeriod = z.infer<typeof CpdPeriodSchema>;
export const CpdPeriodListSchema = z.array(CpdPeriodSchema);

/** GET api/cpd/new: this portal's create page. */
export const CpdNewResponseSchema = z.object({ url: z.string() });

/** GET api/cpd/period/{id}/printview. */
export const CpdPrintViewSchema = z.object({ previewUrl: z.string(), previewHtml: z.string() });
export type CpdPrintView = z.infer<typeof CpdPrintViewSchema>;

const hours = z.coerce
  .number({ error: CPD_MESSAGES.hoursInvalid })
  .refine((h) => Number.isFinite(h) && h > 0 && Math.abs(h * 4 - Math.round(h * 4)) < 1e-9, CPD_MESSAGES.hoursInvalid)
  .refine((h) => h <= CPD_LIMITS.maxHours, CPD_MESSAGES.hoursTooMany);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * The text fields of a record's create or edit form (multipart fields; evidence files are the
 * `evidence` file field; `removeAttachmentIds` lists attachments to drop when editing).
 */
export const CpdRecordInputSchema = z.object({
  title: z
    .string({ error: CPD_MESSAGES.titleRequired })
    .trim()
    .min(1, CPD_MESSAGES.titleRequired)
    .max(CPD_LIMITS.titleMax),
  categoryName: z
    .string({ error: CPD_MESSAGES.categoryRequired })
    .trim()
    .min(1, CPD_MESSAGES.categoryRequired)
    .max(100),
  presenter: optionalText(CPD_LIMITS.presenterMax),
  domain: optionalText(100),
  hours,
  interactive: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1'),
  reflection: optionalText(CPD_LIMITS.reflectionMax),
  completedDate: z.string({ error: CPD_MESSAGES.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, CPD_MESSAGES.dateRequired),
  removeAttachmentIds: z.array(z.uuid()).optional().default([]),
});
export type CpdRecordInput = z.infer<typeof CpdRecordInputSchema>;

/** PUT api/cpd/record/{id}/reflection (chosen): the reflection of any own record, event records too. */
export const CpdReflectionInputSchema = z.object({
  reflection: z.string().trim().max(CPD_LIMITS.reflectionMax),
});

/** PUT api/user/cpd/period/{id}/plan (issue 16: the learning plan with goals). */
export const CpdLearningPlanInputSchema = z.object({
  learningPlan: z.string().trim().max(CPD_LIMITS.learningPlanMax),
});

/** Staff compliance list query: the period by its start year; page 1-based. */
export const CpdComplianceQuerySchema = z.object({
  startYear: z.coerce.number().int().min(2000).max(2100).optional(),
  status: z.enum(CPD_COMPLIANCE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(CPD_LIMITS.complianceMaxPageSize).default(CPD_LIMITS.compliancePageSize),
});
export type CpdComplianceQuery = z.infer<typeof CpdComplianceQuerySchema>;

export const CpdComplianceRowSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  completedHours: z.number(),
  interactiveHours: z.number(),
  minimumRequiredHours: z.number(),
  progressPercent: z.number(),
  learningPlan: z.boolean(),
  recordsWithoutReflection: z.number().int(),
  status: z.enum(CPD_COMPLIANCE_STATUSES),
});
export type CpdComplianceRow = z.infer<typeof CpdComplianceRowSchema>;

export const CpdComplianceResponseSchema = z.object({
  periodStartDate: isoDate,
  periodEndDate: isoDate,
  label: z.string(),
  counts: z.object({ Complete: z.number().int(), 'On track': z.number().int(), Short: z.number().int() }),
  items: z.array(CpdComplianceRowSchema),
  totalItems: z.number().int(),
});
export type CpdComplianceResponse = z.infer<typeof CpdComplianceResponseSchema>;

// ---- courses and enrolments ----

/** Enrolment (spec 03 §3). */
export const EnrolmentSchema = z.object({
  enrolmentId: z.number().int(),
  status: z.string(),
  completionDate: isoDate.nullable(),
  expiryDate: isoDate.nullable(),
  courseCode: z.string(),
  loginUrl: z.string(),
  course: z.object({ courseId: z.number().int(), courseName: z.string(), categoryName: z.string() }),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;
export const EnrolmentListSchema = z.array(EnrolmentSchema);

/** POST /api/user/enrolment/list body {userId, status}; status empty or absent = every status. */
export const EnrolmentListInputSchema = z.object({
  userId: z.string().max(64).optional().nullable(),
  status: z
    .union([z.enum(ENROLMENT_STATUSES), z.literal('')])
    .optional()
    .nullable(),
});
export type EnrolmentListInput = z.infer<typeof EnrolmentListInputSchema>;

/** POST /api/user/enrolment/unenrol body {userId, courseId, courseCode}. */
export const UnenrolInputSchema = z.object({
  userId: z.string().max(64).optional().nullable(),
  courseId: z.number().int().positive().max(2_147_483_647),
  courseCode: z.string().max(50).optional().nullable(),
});
export type UnenrolInput = z.infer<typeof UnenrolInputSchema>;

export const CpdMessageResponseSchema = z.object({ message: z.string() });

/** A course of the catalogue (issue 16: course, code, category, login URL) with the caller's enrolment. */
export const CourseSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  courseCode: z.string(),
  categoryName: z.string(),
  description: z.string().nullable(),
  loginUrl: z.string(),
  /** The caller's enrolment status, null when not enrolled. */
  enrolmentStatus: z.string().nullable(),
});
export type Course = z.infer<typeof CourseSchema>;
export const CourseListSchema = z.array(CourseSchema);

/** POST /api/user/enrolment/enrol (chosen): enrol in a catalogue course. */
export const EnrolInputSchema = z.object({ courseId: z.number().int().positive().max(2_147_483_647) });
