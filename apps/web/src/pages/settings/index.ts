/** The settings screens (issue 14) as one lazily loaded module. */
export {
  AccountDetailsPage,
  ChangePasswordPage,
  ContactUsPage,
  NotificationSettingsPage,
  PrivacyPage,
  ProfileDetailsPage,
  SettingsLayoutPage,
} from './SettingsPages';
