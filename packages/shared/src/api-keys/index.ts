export * from './api-keys.schemas';
