/** The public skills corpus (`psa`). */
import type { TenantCorpus } from '../types';
import { COMMUNITIES } from './communities';
import { CONTENT_TAGS, NEWS, NEWS_CATEGORIES, PAGES, RESOURCE_CATEGORIES, RESOURCES } from './content';
import { EVENTS } from './events';

export const PSA: TenantCorpus = {
  newsCategories: NEWS_CATEGORIES,
  resourceCategories: RESOURCE_CATEGORIES,
  contentTags: CONTENT_TAGS,
  news: NEWS,
  resources: RESOURCES,
  pages: PAGES,
  // The presenter (index into EVENTS.presenters) who fits each topic (issue 32).
  events: { ...EVENTS, topicPresenters: [7, 1, 2, 3, 4, 6, 11, 8, 9, 10, 0, 5] },
  communities: COMMUNITIES,
};
