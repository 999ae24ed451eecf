/** Texts of the interests, preferences and 'Find an OT' screens (spec 03 §8 where it gives them; chosen otherwise). */
import { PREFERENCES_MESSAGES } from '@portal/shared';

export const PREFERENCES_TEXT = {
  ...PREFERENCES_MESSAGES,
  add: 'Add',
  remove: 'Remove',
  retry: 'Try again',
  searchPlaceholder: 'Search (3 characters or more)',
  interestsIntro:
    'Choose the practice areas and topics you are interested in. News and resources for these areas appear in your libraries straight away.',
  myInterestsIntro: 'The areas of interest you have chosen.',
  commprefsIntro: 'Choose what the association may contact you about.',
  myCommprefsIntro: 'What you have agreed to hear about from the association.',
  chooseInterests: 'Choose areas of interest',
  chooseCommprefs: 'Choose communication preferences',
  noMatch: 'No interests match your search',
} as const;
