/** The interests, preferences and 'Find an OT' screens (issue 16) as one lazily loaded module. */
export {
  AreaOfInterestsPage,
  CommunicationPreferencesPage,
  ManageFindAnOtPage,
  UserCommunicationPreferencesPage,
  UserInterestsPage,
} from './PreferencesPages';
