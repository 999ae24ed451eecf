/** Shared contract between server and web: schemas, enums, tenants, limits and messages. */
export * from './enums';
export * from './errors';
export * from './features';
export * from './limits';
export * from './messages';
export * from './validators';
export * from './tenants/tenants';
export * from './account/account.schemas';
export * from './auth/auth.schemas';
export * from './common/common.schemas';
export * from './content/content.schemas';
export * from './communities';
export * from './events';
export * from './cart';
export * from './membership';
