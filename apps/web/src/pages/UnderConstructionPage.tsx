/** Any area of a later issue (spec 01 §2: under-construction page "Oops!"). */
import { PageContainer } from '../components/PageContainer';
import { UnderConstruction } from '../components/UnderConstruction';

/** Under-construction route component. */
export default function UnderConstructionPage() {
  return (
    <PageContainer width="medium">
      <UnderConstruction />
    </PageContainer>
  );
}
