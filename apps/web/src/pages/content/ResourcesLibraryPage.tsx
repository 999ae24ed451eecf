/** Resources library (spec 03 §2 News and resources): route component. */
import { LibraryView } from '../../features/content/components/LibraryView';

/** Route component. */
export default function ResourcesLibraryPage() {
  return <LibraryView kind="resources" />;
}
