/** /settings route component: Cancel my Membership (spec 03 §2; issue #15). */
import { PageContainer } from '../../components/PageContainer';
import { CancelMembershipView } from '../../features/membership';

/** Cancel my Membership page. */
export default function CancelMembershipPage() {
  return (
    <PageContainer width="small" title="Cancel my Membership">
      <CancelMembershipView />
    </PageContainer>
  );
}
