/**
 * Communities (spec 02): catalogue, membership, posts and comments, assets, meetings, the admin and
 * management areas. Exports the plugin, the tag catalogue (`searchTags`, handed to events by app.ts),
 * community and post search for global search, and the upload field parser. Depends on events (the
 * meeting calendar feed lists ticketed events), content, directory, files, identity, jobs, notifications, audit.
 */
export { searchTags } from './catalog/catalog.service';
export { listCommunities } from './catalog/communities.service';
export { communitiesPlugin } from './communities.plugin';
export { searchPosts } from './posts/feed.service';
export { parseFields } from './uploads/uploads';
