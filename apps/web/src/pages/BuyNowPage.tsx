/**
 * /buy-now (spec 01 §2 Checkout redirect page): without itemPriceId it goes home. The cart and
 * checkout redirect arrive with the cart issue; until then the page is under construction.
 */
import { Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '../components/PageContainer';
import { UnderConstruction } from '../components/UnderConstruction';

/** Checkout redirect route component. */
export default function BuyNowPage() {
  const [search] = useSearchParams();
  if (!search.get('itemPriceId')) return <Navigate to="/" replace />;
  return (
    <PageContainer width="medium">
      <UnderConstruction />
    </PageContainer>
  );
}
