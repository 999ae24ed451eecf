/** Interests, communication preferences and Find an OT (issue 16). */
export * from './preferences.schemas';
