/**
 * /buy-now (spec 01 §2 Checkout redirect page): reads the query itemPriceId (and an optional
 * quantity, chosen; default 1), creates a cart, adds the item, checks out and goes to the payment
 * page, showing "Processing..." meanwhile. Without itemPriceId it goes home. A failure shows
 * "Checkout error. Try again." with the server message (spec 01 §8) and a way back.
 */
import { CART_LIMITS, CART_MESSAGES, MESSAGES } from '@portal/shared';
import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { PageContainer } from '../components/PageContainer';
import { useCurrentUser } from '../lib/current-user';
import { useCheckout } from '../features/cart';

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** Checkout redirect route component. */
export default function BuyNowPage() {
  const [search] = useSearchParams();
  const itemPriceId = positiveInt(search.get('itemPriceId'));
  const quantity = Math.min(CART_LIMITS.maxQuantity, positiveInt(search.get('quantity')) ?? 1);
  const { data: user } = useCurrentUser();
  const { buyNow } = useCheckout(user?.id);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!itemPriceId || !user || started.current) return;
    started.current = true;
    void buyNow({ itemPriceId, quantity }).then((ok) => setFailed(!ok));
  }, [itemPriceId, quantity, user, buyNow]);

  if (!itemPriceId) return <Navigate to="/" replace />;
  return (
    <PageContainer width="medium">
      {failed ? (
        <Result
          status="warning"
          title={CART_MESSAGES.checkoutError}
          extra={<LinkButton to="/events">Back to events</LinkButton>}
        />
      ) : (
        <div
          role="status"
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '96px 0' }}
        >
          <Spin size="large" />
          <span>{MESSAGES.processing}</span>
        </div>
      )}
    </PageContainer>
  );
}
