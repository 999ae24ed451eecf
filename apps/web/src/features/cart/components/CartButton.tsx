/**
 * The header's cart button (spec 01 §3 Cart, §4: "cart badge animates 500 ms"): a badge with the
 * number of tickets in the current cart, shown while the cart holds anything or is open; it opens
 * the cart drawer, whose code loads on first use.
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentCart } from '../hooks/useCurrentCart';
import { closeCart, openCart, useCartUi } from '../hooks/cart-ui';
import { cartCount } from '../utils/cart-math';
import styles from './cart.module.css';

const CartDrawer = lazy(() => import('./CartDrawer'));

/** Cart icon with badge; `userId` is the signed-in user. */
export function CartButton({ userId }: { userId: string }) {
  const { data } = useCurrentCart(userId);
  const ui = useCartUi();
  const [loaded, setLoaded] = useState(false);
  const count = cartCount(data?.cartItems ?? []);
  // The drawer stays mounted once opened (its close animation, its state).
  useEffect(() => {
    if (ui.open) setLoaded(true);
  }, [ui.open]);
  const mounted = loaded || ui.open;
  if (count === 0 && !mounted) return null;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'ticket' : 'tickets'}` : 'Cart';
  return (
    <>
      <Tooltip title="Cart">
        <Button
          type="text"
          shape="circle"
          aria-label={label}
          onClick={openCart}
          icon={
            <Badge count={count} size="small" offset={[2, -2]} className={ui.bumping ? styles.bump : undefined}>
              <ShoppingCartOutlined style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer userId={userId} open={ui.open} onClose={closeCart} />
        </Suspense>
      )}
    </>
  );
}
