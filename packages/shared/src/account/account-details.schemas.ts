/**
 * Account details in both API styles of spec 01 §1 / §3 / §7 (issue 14), and the contact-us enquiry
 * (spec 01 §5 Contact form). Legacy (ota, lawcouncil, tls): GET/PUT /api/User with the legacy field
 * names (`postalPostcode` read, `postalPostCode` saved). Workflow (psa, maritime): GET
 * /api/user/details answers form fields {id, entityId, fieldLabel, value}; POST /api/user/details
 * saves `workflowFormFields` of {Id, EntityId, Value}. Dates travel as YYYY-MM-DD.
 */
import { z } from 'zod';
import { GENDERS, TITLES } from '../enums';
import { isoDate } from '../common/common.schemas';
import { MESSAGES } from '../messages';
import { isEmail } from '../validators';

/** Optional free text, trimmed (the server stores an empty value as null). */
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullish();

/** GET /api/User (legacy profile, spec 01 §3 "Legacy profile from server"). */
export const LegacyProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  title: z.string().nullable(),
  prefName: z.string().nullable(),
  gender: z.string().nullable(),
  pronoun: z.string().nullable(),
  registeredEmail: z.string(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  graduationDate: z.string().nullable(),
  postalAddress1: z.string().nullable(),
  postalSuburb: z.string().nullable(),
  postalState: z.string().nullable(),
  postalPostcode: z.string().nullable(),
  postalCountry: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  memberNum: z.string().nullable(),
});
export type LegacyProfile = z.infer<typeof LegacyProfileSchema>;

/**
 * PUT /api/User (legacy save, spec 01 §3: adds middleName and pronoun, uses postalPostCode). Keys
 * outside this schema (role, contactTypes, segments, memberNum...) are dropped; `registeredEmail`
 * must equal the stored email (the server refuses a change).
 */
export const LegacyProfileUpdateSchema = z.object({
  /** Optional: when sent it must be the caller's own id (another account's id answers 404). */
  id: z.string().max(64).optional(),
  title: z.enum(TITLES, { error: 'Choose a title from the list' }).nullish(),
  firstName: z.string({ error: MESSAGES.firstNameRequired }).trim().min(1, MESSAGES.firstNameRequired).max(100),
  lastName: z.string({ error: MESSAGES.lastNameRequired }).trim().min(1, MESSAGES.lastNameRequired).max(100),
  middleName: optionalText(100),
  pronoun: optionalText(50),
  prefName: optionalText(100),
  gender: z.enum(GENDERS, { error: 'Choose a gender from the list' }).nullish(),
  graduationDate: isoDate.nullish(),
  registeredEmail: z
    .string({ error: MESSAGES.accountEmailRequired })
    .trim()
    .min(1, MESSAGES.accountEmailRequired)
    .max(254, MESSAGES.emailInvalid)
    .refine(isEmail, MESSAGES.emailInvalid),
  dob: isoDate.nullish(),
  postalAddress1: optionalText(200),
  postalSuburb: optionalText(100),
  postalState: optionalText(50),
  postalPostCode: optionalText(10),
  postalCountry: optionalText(100),
  mobile: optionalText(30),
});
export type LegacyProfileUpdate = z.infer<typeof LegacyProfileUpdateSchema>;
export type LegacyProfileUpdateInput = z.input<typeof LegacyProfileUpdateSchema>;

/** The workflow form's field labels (spec 01 §3) and the account field each maps to. */
export const WORKFLOW_FIELDS = [
  { id: 'first-name', fieldLabel: 'First Name', key: 'firstName' },
  { id: 'last-name', fieldLabel: 'Last Name', key: 'lastName' },
  { id: 'title', fieldLabel: 'Title', key: 'title' },
  { id: 'email', fieldLabel: 'Email', key: 'email' },
  { id: 'mobile', fieldLabel: 'Mobile', key: 'mobile' },
] as const;
export type WorkflowFieldKey = (typeof WORKFLOW_FIELDS)[number]['key'];

/** GET /api/user/details (workflow style): the form fields of the caller. */
export const WorkflowFormFieldSchema = z.object({
  id: z.string(),
  entityId: z.string(),
  fieldLabel: z.string(),
  value: z.string().nullable(),
});
export const WorkflowFormSchema = z.object({ formFields: z.array(WorkflowFormFieldSchema) });
export type WorkflowFormField = z.infer<typeof WorkflowFormFieldSchema>;
export type WorkflowForm = z.infer<typeof WorkflowFormSchema>;

/** POST /api/user/details (workflow save): {workflowFormFields: [{Id, EntityId, Value}]}. */
export const WorkflowSaveSchema = z.object({
  workflowFormFields: z
    .array(z.object({ Id: z.string().max(50), EntityId: z.string().max(64), Value: z.string().max(254).nullable() }))
    .min(1)
    .max(20),
});
export type WorkflowSave = z.infer<typeof WorkflowSaveSchema>;

/** Contact-us text fields (spec 01 §5 Contact form); files come as FileAttachment parts. */
export const ContactEnquiryFieldsSchema = z.object({
  Name: optionalText(200),
  Email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254, MESSAGES.emailInvalid)
    .refine(isEmail, MESSAGES.emailInvalid),
  Mobile: optionalText(30),
  Comments: z.string({ error: MESSAGES.commentsRequired }).trim().min(1, MESSAGES.commentsRequired).max(5000),
  memberNumber: optionalText(50),
});
export type ContactEnquiryFields = z.infer<typeof ContactEnquiryFieldsSchema>;

/** Answer of the contact-us calls. */
export const ContactEnquiryResultSchema = z.object({ id: z.string(), success: z.literal(true) });

/** Allowed contact attachment extensions (spec 01 §5). */
export const CONTACT_ATTACHMENT_EXTENSIONS = [
  'jpeg',
  'jpg',
  'gif',
  'png',
  'tiff',
  'tif',
  'bmp',
  'pdf',
  'doc',
  'csv',
  'xlsx',
  'docx',
] as const;
