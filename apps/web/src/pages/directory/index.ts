/** The directory screens (issue 16) as one lazily loaded module. */
export {
  MemberDirectoryPage,
  MemberProfilePage,
  MyProfilePage,
  OrganisationDirectoryPage,
  OrganisationProfilePage,
  ProfileVisibilityPage,
} from './DirectoryPages';
