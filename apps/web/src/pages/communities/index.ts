/**
 * The member-side communities screens (spec 02 §2 Member side) as one lazily loaded module: one
 * dynamic import for the whole area keeps the bundler from splitting the antd code the sign-in
 * route shares with these screens into many small chunks (the sign-in first load stays small).
 */
export { default as CommunitiesHomePage } from './CommunitiesHomePage';
export { default as CommunitiesLayoutPage } from './CommunitiesLayoutPage';
export { default as CommunityFaqPage } from './CommunityFaqPage';
export { default as CommunityIdPage } from './CommunityIdPage';
export { default as CommunityPage } from './CommunityPage';
export { CommunityAboutPage, CommunityAssetsPage, CommunityMembersPage, CommunityPostsPage } from './CommunityTabPages';
export { default as ExploreCommunitiesPage } from './ExploreCommunitiesPage';
export { default as FavouriteCommunitiesPage } from './FavouriteCommunitiesPage';
export { default as PostDetailsPage } from './PostDetailsPage';
export { default as SavedPostsPage } from './SavedPostsPage';
