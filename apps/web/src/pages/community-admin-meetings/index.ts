/** The community admin area's Meetings and Assets pages (issue 18) as one lazily loaded module. */
export { default as AssetsAdminPage } from './AssetsAdminPage';
export { default as MeetingsAdminPage } from './MeetingsAdminPage';
