/**
 * Member preferences and the find-an-OT listing. Depends on identity (credential limits).
 */
export { preferencesPlugin } from './preferences.plugin';
