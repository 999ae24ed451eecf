/** Community admin: Membership requirements, Terms tab (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { RequirementsView } from '../../features/communities';

export default function AdminTermsPage() {
  const id = useCommunityId();
  return <RequirementsView id={id} tab="terms" />;
}
