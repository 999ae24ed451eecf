/** Community admin: Membership requirements, Join questions tab (spec 02 §2). */
import { RequirementsView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminJoinQuestionsPage() {
  const id = useCommunityId();
  return <RequirementsView id={id} tab="join-questions" />;
}
