export * from './member-import.schemas';
