/** Communities contract (spec 02): enums, limits, messages and the request/response schemas. */
export * from './admin.schemas';
export * from './assets.schemas';
export * from './communities.constants';
export * from './communities.schemas';
export * from './notifications.schemas';
export * from './posts.schemas';
export * from './meetings.schemas';
export * from './management.schemas';
