/** Resource details (spec 03 §2 Details pages): route component. */
import { DetailsView } from '../../features/content/components/DetailsView';

/** Route component. */
export default function ResourceDetailsPage() {
  return <DetailsView kind="resources" />;
}
