/** Unknown path inside the shell (spec 01 §2: 404 page). */
import { NotFound } from '../components/NotFound';
import { PageContainer } from '../components/PageContainer';

/** 404 route component. */
export default function NotFoundPage() {
  return (
    <PageContainer width="medium">
      <NotFound />
    </PageContainer>
  );
}
