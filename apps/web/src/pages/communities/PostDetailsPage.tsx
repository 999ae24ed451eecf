/** Post details {alias}/posts/{id} (spec 02 §2): route component. */
import { PostDetailsView } from '../../features/communities/components/PostDetailsView';

/** Route component. */
export default function PostDetailsPage() {
  return <PostDetailsView />;
}
