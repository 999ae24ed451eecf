export { searchTags } from './catalog/catalog.service';
export { listCommunities } from './catalog/communities.service';
export { communitiesPlugin } from './communities.plugin';
export { searchPosts } from './posts/feed.service';
export { parseFields } from './uploads/uploads';
