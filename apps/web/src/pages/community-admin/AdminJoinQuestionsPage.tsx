/** Community admin: Membership requirements, Join questions tab (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { RequirementsView } from '../../features/communities';

export default function AdminJoinQuestionsPage() {
  const id = useCommunityId();
  return <RequirementsView id={id} tab="join-questions" />;
}
