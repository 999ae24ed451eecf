/** Constants of the management tabs (spec 02 §9 Debounces, Paging, Search minimum, default colour). */
export const MANAGEMENT_UI = {
  communitiesSearchMs: 400,
  managersSearchMs: 600,
  tagsSearchMs: 600,
  pageSize: 10,
  searchMinLetters: 3,
  defaultCategoryColor: '#344054',
} as const;
