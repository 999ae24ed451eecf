/**
 * The demo meetings' plans (issue 18 Demo data; issue 32: every tenant's member sees meetings of
 * their own profession on the home page): the shape, and the plans of the tenants besides ota (whose
 * plans, with assets, invitations and deadlines, are in meetings.seed.ts). Each tenant's plans sit in
 * communities its demo member has joined (corpus/<tenant>/communities.ts): one within two days on
 * the home page, one the next week, one past. Law council shows its "coming soon" page and has none.
 */
import type { TenantId } from '@portal/shared';

export interface MeetingPlan {
  alias: string;
  name: string;
  description: string;
  /** Hours from now (start); the seed rounds now down to the hour. */
  startsIn: number;
  minutes: number;
  visible: 1 | 2 | 3;
  /** Hours from now of the RSVP deadline. */
  rsvpIn?: number;
  link: string;
  code?: string;
  password?: string;
  toDashboard?: boolean;
  notified?: boolean;
  assets?: string[];
  /** The demo member's answer (invited when private). */
  member?: 0 | 1 | 2;
  bookmark?: boolean;
}

/** The plans of the tenants other than ota. */
export const TENANT_MEETING_PLANS: Partial<Record<TenantId, MeetingPlan[]>> = {
  psa: [
    {
      alias: 'policy-practitioners-network',
      name: 'Cabinet submission clinic',
      description:
        'Bring a draft cabinet submission or policy brief (no classified material). Two senior policy officers walk through structure, options analysis and costings, then take questions.',
      startsIn: 28,
      minutes: 60,
      visible: 2,
      link: 'https://meet.example.org/psa-cabinet-submission-clinic',
      toDashboard: true,
      notified: true,
      member: 1,
      bookmark: true,
    },
    {
      alias: 'graduates-and-early-careers',
      name: 'Graduate rotation swap meet',
      description:
        'Graduates from six agencies describe their current rotation in five minutes each: the work, the team and what they learned. Bring questions for your next rotation choice.',
      startsIn: 6 * 24 + 2,
      minutes: 45,
      visible: 2,
      rsvpIn: 5 * 24,
      link: 'https://meet.example.org/psa-graduate-rotation-swap',
      toDashboard: true,
    },
    {
      alias: 'policy-practitioners-network',
      name: 'Evidence in policy: lessons from the housing review',
      description:
        'The review team explains how they used administrative data and lived-experience interviews side by side, and what they would do differently.',
      startsIn: -12 * 24,
      minutes: 60,
      visible: 2,
      link: 'https://meet.example.org/psa-housing-review-lessons',
      member: 1,
    },
  ],
  maritime: [
    {
      alias: 'deck-officers-network',
      name: 'Bridge resource management debrief',
      description:
        'A master and a second mate talk through a near miss in restricted visibility: the passage plan, the handover and the call that turned it around. De-identified; no vessel names.',
      startsIn: 30,
      minutes: 60,
      visible: 2,
      link: 'https://meet.example.org/maritime-brm-debrief',
      toDashboard: true,
      notified: true,
      member: 1,
      bookmark: true,
    },
    {
      alias: 'new-to-the-industry',
      name: 'First sea time: questions for cadets',
      description:
        'Recently qualified officers answer cadet questions about the first contract at sea: watchkeeping, the task book, life on board and keeping in touch with home.',
      startsIn: 7 * 24 + 3,
      minutes: 45,
      visible: 2,
      rsvpIn: 6 * 24,
      link: 'https://meet.example.org/maritime-first-sea-time',
      toDashboard: true,
    },
    {
      alias: 'deck-officers-network',
      name: 'ECDIS updates and chart corrections',
      description:
        'A training provider shows what changed in the latest ECDIS software updates and how to check that chart corrections are applied before departure.',
      startsIn: -10 * 24,
      minutes: 60,
      visible: 2,
      link: 'https://meet.example.org/maritime-ecdis-updates',
      member: 1,
    },
  ],
  tls: [
    {
      alias: 'criminal-practitioners-group',
      name: 'Bail applications in the Local Court',
      description:
        'Two practitioners share what magistrates are asking for in bail applications since the recent amendments, with a checklist for remote-community clients.',
      startsIn: 27,
      minutes: 60,
      visible: 2,
      link: 'https://meet.example.org/tls-bail-applications',
      toDashboard: true,
      notified: true,
      member: 1,
      bookmark: true,
    },
    {
      alias: 'new-practitioners',
      name: 'Trust account basics for new practitioners',
      description:
        'The Society’s trust account inspector explains receipts, transfers and monthly reconciliations, and the mistakes most often found at a first inspection.',
      startsIn: 5 * 24 + 4,
      minutes: 45,
      visible: 2,
      rsvpIn: 4 * 24,
      link: 'https://meet.example.org/tls-trust-account-basics',
      toDashboard: true,
    },
    {
      alias: 'criminal-practitioners-group',
      name: 'Working with interpreters in custody matters',
      description:
        'An Aboriginal interpreter service and a defence lawyer discuss booking interpreters early, briefing them and checking understanding with clients in custody.',
      startsIn: -14 * 24,
      minutes: 60,
      visible: 2,
      link: 'https://meet.example.org/tls-interpreters-custody',
      member: 1,
    },
  ],
};
