/** Communities FAQ (spec 02 §2 FAQ page): route component. */
import { FaqView } from '../../features/communities/components/FaqView';

/** Route component. */
export default function CommunityFaqPage() {
  return <FaqView />;
}
