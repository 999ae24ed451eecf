import { LibraryView } from '../../features/content';
/** Resources library (spec 03 §2 News and resources): route component. */

/** Route component. */
export default function ResourcesLibraryPage() {
  return <LibraryView kind="resources" />;
}
