/** The territory law society corpus (`tls`). */
import type { TenantCorpus } from '../types';
import { COMMUNITIES } from './communities';
import { CONTENT_TAGS, NEWS, NEWS_CATEGORIES, PAGES, RESOURCE_CATEGORIES, RESOURCES } from './content';
import { EVENTS } from './events';

export const TLS: TenantCorpus = {
  newsCategories: NEWS_CATEGORIES,
  resourceCategories: RESOURCE_CATEGORIES,
  contentTags: CONTENT_TAGS,
  news: NEWS,
  resources: RESOURCES,
  pages: PAGES,
  // The presenter (index into EVENTS.presenters) who fits each topic (issue 32).
  events: { ...EVENTS, topicPresenters: [0, 2, 1, 3, 4, 5, 7, 9, 8, 10, 6, 11] },
  communities: COMMUNITIES,
};
