import { FindAnOtForm, SegmentChoices } from '../../features/preferences';
/**
 * Route components of the interests, communication-preference and 'Find an OT' settings screens
 * (issue 16; spec 03 §2 Settings pages in scope). Thin: each renders a component of
 * features/preferences inside the settings frame.
 */

/** /settings/area-of-interests: every practice area of interest, each with Add or Remove. */
export function AreaOfInterestsPage() {
  return <SegmentChoices kind="interests" mode="all" title="Practice Areas of Interest" />;
}

/** /settings/user-interests: the member's areas of interest. */
export function UserInterestsPage() {
  return <SegmentChoices kind="interests" mode="mine" title="My Areas of Interest" />;
}

/** /settings/communication-preferences: every communication preference. */
export function CommunicationPreferencesPage() {
  return <SegmentChoices kind="commprefs" mode="all" title="Communication preferences" />;
}

/** /settings/user-communication-preferences: the member's communication preferences. */
export function UserCommunicationPreferencesPage() {
  return <SegmentChoices kind="commprefs" mode="mine" title="My communication preferences" />;
}

/** /settings/manage-find-an-ot: the member's listing. */
export function ManageFindAnOtPage() {
  return <FindAnOtForm />;
}
