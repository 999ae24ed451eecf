/**
 * The cart (spec 01 §3 Cart, §4 Cart checkout, §7 Cart): items grouped by event, each with its
 * ticket type, unit price, quantity (min 1, step 1; sent 400 ms after the last change), line total
 * and remove; the total to 2 decimals in AUD; Checkout goes to the payment page.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { CART_LIMITS, CART_MESSAGES, type CartItem } from '@portal/shared';
import { Button, Drawer, Empty, InputNumber, Skeleton, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { formatCurrency } from '../../../lib/format';
import { useCurrentCart } from '../hooks/useCurrentCart';
import { useCartActions } from '../hooks/useCartActions';
import { useCheckout } from '../hooks/useCheckout';
import { cartTotal, groupCartItems, roundMoney } from '../utils/cart-math';
import styles from './cart.module.css';

export interface CartDrawerProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

/** Chosen words: the spec names the cart but not its labels. */
const TEXT = {
  title: 'Cart',
  total: 'Total',
  checkout: 'Checkout',
  remove: 'Remove',
  subtotal: 'Subtotal',
  quantity: 'Quantity',
} as const;

/** Cart drawer (right side; full width on phones). */
export default function CartDrawer({ userId, open, onClose }: CartDrawerProps) {
  const isDesktop = useIsDesktop();
  const cart = useCurrentCart(userId);
  const actions = useCartActions(userId);
  const { checkoutCurrent, isCheckingOut } = useCheckout(userId);
  const cartId = cart.data?.cartId ?? null;
  // Quantities being typed show at once, with their line totals.
  const items: CartItem[] = (cart.data?.cartItems ?? []).map((item) => {
    const quantity = actions.draft[item.itemPriceId] ?? item.quantity;
    return quantity === item.quantity ? item : { ...item, quantity, totalPrice: roundMoney(item.unitPrice * quantity) };
  });
  const groups = groupCartItems(items);
  const total = cartTotal(items);

  async function handleCheckout() {
    const eventIds = groups.map((group) => group.eventId).filter((id): id is number => typeof id === 'number');
    if (await checkoutCurrent(eventIds)) onClose();
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={isDesktop ? 420 : '100%'}
      title={TEXT.title}
      footer={
        items.length > 0 ? (
          <div className={styles.footer}>
            <div className={styles.total} data-testid="cart-total">
              <span>{TEXT.total}</span>
              <span>{formatCurrency(total)}</span>
            </div>
            <Button
              type="primary"
              size="large"
              block
              loading={isCheckingOut}
              disabled={actions.isSaving}
              onClick={handleCheckout}
            >
              {TEXT.checkout}
            </Button>
          </div>
        ) : null
      }
    >
      {cart.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CART_MESSAGES.cartEmpty} />
      ) : (
        groups.map((group) => (
          <section key={group.key} className={styles.group} aria-label={group.items[0]?.eventTitle ?? TEXT.title}>
            {group.eventId !== null ? (
              <Link to={`/events/${group.eventId}`} className={styles.groupTitle} onClick={onClose}>
                {group.items[0]?.eventTitle}
              </Link>
            ) : (
              <span className={styles.groupTitle}>{group.items[0]?.name}</span>
            )}
            {group.items.map((item) => (
              <div key={item.cartItemId} className={styles.item}>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.itemMeta}>{formatCurrency(item.unitPrice)} each</span>
                <div className={styles.itemControls}>
                  <InputNumber
                    aria-label={`${TEXT.quantity}: ${item.name}`}
                    min={CART_LIMITS.minQuantity}
                    max={Math.min(
                      CART_LIMITS.maxQuantity,
                      item.remaining === null ? CART_LIMITS.maxQuantity : Math.max(item.remaining, item.quantity),
                    )}
                    step={1}
                    precision={0}
                    value={item.quantity}
                    onChange={(value) => {
                      if (cartId && typeof value === 'number' && value >= CART_LIMITS.minQuantity)
                        actions.setQuantity(cartId, item.itemPriceId, value);
                    }}
                    style={{ width: 96 }}
                  />
                  <span className={styles.lineTotal}>{formatCurrency(item.totalPrice)}</span>
                  <Tooltip title={TEXT.remove}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${TEXT.remove} ${item.name}`}
                      onClick={() => actions.remove(item.cartItemId)}
                    />
                  </Tooltip>
                </div>
              </div>
            ))}
            {groups.length > 1 && (
              <div className={styles.subtotal}>
                <span>{TEXT.subtotal}</span>
                <span>{formatCurrency(group.subtotal)}</span>
              </div>
            )}
          </section>
        ))
      )}
    </Drawer>
  );
}
