/** Global search page (spec 01 §2 Global search, `/search?keyword&section` or `?tagId`): route component. */
import { getRuntimeConfig } from '../../lib/runtime-config';
import { SearchResultsView } from '../../features/search';

/** Route component. */
export default function SearchPage() {
  return <SearchResultsView communitiesBase={getRuntimeConfig().communitiesRoute} />;
}
