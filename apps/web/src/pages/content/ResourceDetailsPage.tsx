import { DetailsView } from '../../features/content';
/** Resource details (spec 03 §2 Details pages): route component. */

/** Route component. */
export default function ResourceDetailsPage() {
  return <DetailsView kind="resources" />;
}
