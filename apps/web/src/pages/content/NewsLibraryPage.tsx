import { LibraryView } from '../../features/content';
/** News library (spec 03 §2 News and resources): route component. */

/** Route component. */
export default function NewsLibraryPage() {
  return <LibraryView kind="news" />;
}
