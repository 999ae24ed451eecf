/** The tab routes of community details (spec 02 §2: About, Discussion, Members, Assets). */
export {
  AboutTab as CommunityAboutPage,
  AssetsTab as CommunityAssetsPage,
  DiscussionTab as CommunityPostsPage,
  MembersTab as CommunityMembersPage,
} from '../../features/communities';
