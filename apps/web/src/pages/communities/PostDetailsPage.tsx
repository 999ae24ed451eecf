import { PostDetailsView } from '../../features/communities';
/** Post details {alias}/posts/{id} (spec 02 §2): route component. */

/** Route component. */
export default function PostDetailsPage() {
  return <PostDetailsView />;
}
