/**
 * Who may see and change CPD records, periods, evidence, certificates, enrolments and the staff
 * compliance list (spec 03 §6: members see only their own CPD, enrolments and settings; Edit only
 * with an edit URL; certificates only for records related to an event; §4 Enrolment: completed
 * enrolments cannot be unenrolled; issue 16). Pure functions of the actor and loaded facts.
 *
 * - Another member's record, period, evidence or enrolment answers 404 like a missing one.
 * - A record from an event is read-only (403) and cannot be deleted.
 * - A certificate exists only for a record from an event (404 otherwise).
 * - A payload's `userId` (enrolment calls) must be the caller (404 otherwise).
 * - The compliance list is for staff (policies/staff.ts) only (403).
 */
import { CPD_MESSAGES, MESSAGES } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';
import { isStaff } from './staff';

export type CpdActor = Pick<Actor, 'id' | 'role' | 'contactTypes'>;

/** Something owned by one account (record, period, evidence, enrolment). */
export interface OwnedFacts {
  accountId: string;
}

const notFound = deny('NOT_FOUND', CPD_MESSAGES.notFound);

/** Seeing one's own record, period, evidence or enrolment; others' are 404. */
export function checkOwn(actor: CpdActor, owned: OwnedFacts | null): Denial | null {
  if (!owned || owned.accountId !== actor.id) return notFound;
  return null;
}

/** Editing or deleting a record: own (404) and not from an event (403). */
export function checkChangeRecord(
  actor: CpdActor,
  record: (OwnedFacts & { relatedEventId: number | null }) | null,
): Denial | null {
  const own = checkOwn(actor, record);
  if (own) return own;
  if (record?.relatedEventId != null) return deny('FORBIDDEN', CPD_MESSAGES.eventRecordReadOnly);
  return null;
}

/** A record's certificate: own (404) and from an event (404, "Only records from events..."). */
export function checkCertificate(
  actor: CpdActor,
  record: (OwnedFacts & { relatedEventId: number | null }) | null,
): Denial | null {
  const own = checkOwn(actor, record);
  if (own) return own;
  if (record?.relatedEventId == null) return deny('NOT_FOUND', CPD_MESSAGES.noCertificate);
  return null;
}

/** A `userId` in an enrolment payload names the caller (absent or empty: the caller). */
export function checkUserId(actor: CpdActor, userId: string | null | undefined): Denial | null {
  if (userId && userId !== actor.id) return notFound;
  return null;
}

/** Unenrolling: own (404), not completed (409). */
export function checkUnenrol(actor: CpdActor, enrolment: (OwnedFacts & { status: string }) | null): Denial | null {
  const own = checkOwn(actor, enrolment);
  if (own) return deny('NOT_FOUND', CPD_MESSAGES.notEnrolled);
  if (enrolment?.status === 'Completed') return deny('CONFLICT', CPD_MESSAGES.completedCannotUnenrol);
  return null;
}

/** The staff compliance list and its CSV. */
export function checkCompliance(actor: CpdActor): Denial | null {
  return isStaff(actor) ? null : deny('FORBIDDEN', MESSAGES.forbidden);
}
