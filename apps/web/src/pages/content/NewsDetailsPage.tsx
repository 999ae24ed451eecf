import { DetailsView } from '../../features/content';
/** News details (spec 03 §2 Details pages): route component. */

/** Route component. */
export default function NewsDetailsPage() {
  return <DetailsView kind="news" />;
}
