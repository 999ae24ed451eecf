/** /settings route component: Brand assets (spec 03 §2; issue #15). */
import { PageContainer } from '../../components/PageContainer';
import { BrandAssetsView } from '../../features/membership';

/** Brand assets page. */
export default function BrandAssetsPage() {
  return (
    <PageContainer width="medium" title="Brand assets">
      <BrandAssetsView />
    </PageContainer>
  );
}
