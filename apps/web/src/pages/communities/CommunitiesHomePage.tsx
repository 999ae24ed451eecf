/** Communities home feed (spec 02 §2 Communities home): route component. */
import { communitiesLabel } from '../../lib/paths';
import { HomeFeedView } from '../../features/communities/components/HomeFeedView';
import { getRuntimeConfig } from '../../lib/runtime-config';

/** Route component. */
export default function CommunitiesHomePage() {
  return <HomeFeedView title={communitiesLabel(getRuntimeConfig().communitiesRoute)} />;
}
