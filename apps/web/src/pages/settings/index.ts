/** The settings screens (issue 14) as one lazily loaded module. */
export {
  AccountDetailsPage,
  ChangePasswordPage,
  ContactUsPage,
  DietaryRequirementsPage,
  NotificationSettingsPage,
  OrganisationDetailsPage,
  PrivacyPage,
  ProfileDetailsPage,
  SettingsLayoutPage,
} from './SettingsPages';
