/** Explore meetings (spec 02 §2 /meetings/explore). */
import { PageContainer } from '../../components/PageContainer';
import { ExploreMeetingsView } from '../../features/communities';

/** Route component. */
export default function ExploreMeetingsPage() {
  return (
    <PageContainer title="Explore meetings">
      <ExploreMeetingsView />
    </PageContainer>
  );
}
