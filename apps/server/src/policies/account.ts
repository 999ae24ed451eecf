/**
 * Who may read and write account details, workplace, requirements and onboarding answers (spec 01
 * §6, issue 14): only the account itself. Another account's details answer 404 (their existence is
 * private, STYLE rule 6), whatever the caller's role: these calls have no staff view.
 */
import { MESSAGES } from '@portal/shared';
import { type Denial, deny } from './denial';

/** Denies (404) any target account other than the caller's own. */
export function checkOwnAccount(actorId: string, targetAccountId: string | null | undefined): Denial | null {
  if (targetAccountId === undefined) return null;
  return targetAccountId === actorId ? null : deny('NOT_FOUND', MESSAGES.notFound);
}
