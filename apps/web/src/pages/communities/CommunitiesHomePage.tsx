/** Communities home feed (spec 02 §2 Communities home): route component. */
import { communitiesLabel } from '../../lib/paths';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { HomeFeedView } from '../../features/communities';

/** Route component. */
export default function CommunitiesHomePage() {
  return <HomeFeedView title={communitiesLabel(getRuntimeConfig().communitiesRoute)} />;
}
