/** Global search page (spec 01 §2 Global search, `/search?keyword&section` or `?tagId`): route component. */
import { SearchResultsView } from '../../features/search/components/SearchResultsView';
import { getRuntimeConfig } from '../../lib/runtime-config';

/** Route component. */
export default function SearchPage() {
  return <SearchResultsView communitiesBase={getRuntimeConfig().communitiesRoute} />;
}
