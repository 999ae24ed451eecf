/** The occupational therapy corpus (reference tenant `ota`, the richest). */
import type { TenantCorpus } from '../types';
import { COMMUNITIES } from './communities';
import { CONTENT_TAGS, NEWS, NEWS_CATEGORIES, PAGES, RESOURCE_CATEGORIES, RESOURCES } from './content';
import { EVENTS } from './events';

export const OTA: TenantCorpus = {
  newsCategories: NEWS_CATEGORIES,
  resourceCategories: RESOURCE_CATEGORIES,
  contentTags: CONTENT_TAGS,
  news: NEWS,
  resources: RESOURCES,
  pages: PAGES,
  // The presenter (index into EVENTS.presenters) who fits each topic (issue 32).
  events: { ...EVENTS, topicPresenters: [0, 2, 11, 3, 4, 0, 2, 7, 10, 1, 1, 6, 6, 8, 5, 9, 8, 10, 0, 3] },
  communities: COMMUNITIES,
};
