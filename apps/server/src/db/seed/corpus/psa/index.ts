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
  events: EVENTS,
  communities: COMMUNITIES,
};
