/** /settings route component: Membership profile (spec 03 §2; issue #15). */
import { PageContainer } from '../../components/PageContainer';
import { MembershipProfileView } from '../../features/membership';

/** Membership profile page. */
export default function MembershipProfilePage() {
  return (
    <PageContainer width="small" title="Membership profile">
      <MembershipProfileView />
    </PageContainer>
  );
}
