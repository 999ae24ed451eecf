/** Community admin: About (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { AboutView } from '../../features/communities';

export default function AdminAboutPage() {
  const id = useCommunityId();
  return <AboutView id={id} />;
}
