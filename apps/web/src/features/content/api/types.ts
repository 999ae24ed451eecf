/**
 * Content service shapes (spec 03 §3 News or resource item; §7 News and resources), inferred from
 * the shared zod contract in packages/shared/src/content/content.schemas.ts.
 */
import type { ContentSearchResponse } from '@portal/shared';
import type { ContentKind } from '../constants';

export type {
  ContentAsset,
  ContentCategory,
  ContentItem,
  ContentLabel,
  ContentSearchInput,
} from '@portal/shared';

export type ContentSearchResult = ContentSearchResponse;

/** GET items/page?filter[membersOnly][_eq]=true&fields=id,name rows. */
export interface MemberPageSummary {
  id: number;
  name: string;
}

/** GET items/page/{id}: the page with its (sanitised) content. */
export interface MemberPage extends MemberPageSummary {
  content: string | null;
}

/** Path segment of the item endpoints: items/news/{id}, items/resource/{id}. */
export function itemCollection(kind: ContentKind): 'news' | 'resource' {
  return kind === 'news' ? 'news' : 'resource';
}
