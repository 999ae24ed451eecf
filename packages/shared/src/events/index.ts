/** Events and tickets contract (spec 03 Events). */
export * from './events.constants';
export * from './events.schemas';
export * from './events-admin.schemas';
export * from './waitlist.schemas';
