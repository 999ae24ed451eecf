/** Community admin: Membership requirements, Terms tab (spec 02 §2). */
import { RequirementsView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminTermsPage() {
  const id = useCommunityId();
  return <RequirementsView id={id} tab="terms" />;
}
