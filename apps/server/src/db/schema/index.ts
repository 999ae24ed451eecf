/** Every table of the product; drizzle-kit reads this file to generate migrations. */
export * from './accounts';
export * from './auth';
export * from './engagement';
export * from './content';
export * from './communities';
export * from './events';
export * from './commerce';
export * from './read-versions';
export * from './jobs';
export * from './cpd';
export * from './notifications';
export * from './community-admin';
export * from './meetings';
export * from './enquiries';
export * from './organisations';
export * from './account-profiles';
export * from './membership';
