export { preferencesPlugin } from './preferences.plugin';
