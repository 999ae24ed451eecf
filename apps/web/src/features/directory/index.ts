/** Member and organisation directories, profiles and privacy settings (spec 03 §2; issue 16). */
export { MemberDirectoryView } from './components/MemberDirectoryView';
export { OrganisationDirectoryView } from './components/OrganisationDirectoryView';
export { OrganisationProfileView } from './components/OrganisationProfileView';
export { PrivacySettingsView } from './components/PrivacySettingsView';
export { ProfileView } from './components/ProfileView';
