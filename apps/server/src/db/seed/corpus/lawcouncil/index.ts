/** The law council corpus (`lawcouncil`). */
import type { TenantCorpus } from '../types';
import { COMMUNITIES } from './communities';
import { CONTENT_TAGS, NEWS, NEWS_CATEGORIES, PAGES, RESOURCE_CATEGORIES, RESOURCES } from './content';
import { EVENTS } from './events';

export const LAWCOUNCIL: TenantCorpus = {
  newsCategories: NEWS_CATEGORIES,
  resourceCategories: RESOURCE_CATEGORIES,
  contentTags: CONTENT_TAGS,
  news: NEWS,
  resources: RESOURCES,
  pages: PAGES,
  // The presenter (index into EVENTS.presenters) who fits each topic (issue 32).
  events: { ...EVENTS, topicPresenters: [1, 5, 2, 3, 4, 6, 9, 7, 0, 10, 8, 11] },
  communities: COMMUNITIES,
};
