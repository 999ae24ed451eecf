/** Community admin: About (spec 02 §2). */
import { AboutView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminAboutPage() {
  const id = useCommunityId();
  return <AboutView id={id} />;
}
