import { FaqView } from '../../features/communities';
/** Communities FAQ (spec 02 §2 FAQ page): route component. */

/** Route component. */
export default function CommunityFaqPage() {
  return <FaqView />;
}
