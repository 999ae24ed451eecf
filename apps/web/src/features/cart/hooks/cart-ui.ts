/**
 * Cart drawer and badge state shared by the header button and the screens that add tickets
 * (spec 01 §4: "cart badge animates 500 ms"). A tiny external store: `openCart()` opens the drawer,
 * `bumpCartBadge()` starts the badge animation.
 */
import { useSyncExternalStore } from 'react';

interface CartUiState {
  open: boolean;
  /** Increases on every bump; the badge animates while `bumping`. */
  bump: number;
  bumping: boolean;
}

let state: CartUiState = { open: false, bump: 0, bumping: false };
const listeners = new Set<() => void>();
let bumpTimer: ReturnType<typeof setTimeout> | null = null;

/** Badge animation length (spec 01 §4: 500 ms). */
export const BADGE_ANIMATION_MS = 500;

function set(next: Partial<CartUiState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Opens the cart drawer. */
export function openCart(): void {
  set({ open: true });
}

/** Closes the cart drawer. */
export function closeCart(): void {
  set({ open: false });
}

/** Animates the header badge for 500 ms (after an item is added). */
export function bumpCartBadge(): void {
  if (bumpTimer) clearTimeout(bumpTimer);
  set({ bump: state.bump + 1, bumping: true });
  bumpTimer = setTimeout(() => set({ bumping: false }), BADGE_ANIMATION_MS);
}

/** The drawer and badge state. */
export function useCartUi(): CartUiState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
