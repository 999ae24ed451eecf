export * from './members-admin.schemas';
