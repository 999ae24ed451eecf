/** The maritime skills corpus (`maritime`). */
import type { TenantCorpus } from '../types';
import { COMMUNITIES } from './communities';
import { CONTENT_TAGS, NEWS, NEWS_CATEGORIES, PAGES, RESOURCE_CATEGORIES, RESOURCES } from './content';
import { EVENTS } from './events';

export const MARITIME: TenantCorpus = {
  newsCategories: NEWS_CATEGORIES,
  resourceCategories: RESOURCE_CATEGORIES,
  contentTags: CONTENT_TAGS,
  news: NEWS,
  resources: RESOURCES,
  pages: PAGES,
  // The presenter (index into EVENTS.presenters) who fits each topic (issue 32).
  events: { ...EVENTS, topicPresenters: [0, 5, 10, 8, 1, 2, 4, 3, 6, 11, 9, 7] },
  communities: COMMUNITIES,
};
