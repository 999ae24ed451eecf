/**
 * A seam between sign-in/sign-out (anonymous pages, no query cache loaded) and the signed-in
 * area's query cache: clear it on every session change and seed the signed-in user (spec 01 §4
 * Session). The cache registers itself when the signed-in area first loads.
 */
import type { CurrentAccount } from '@portal/shared';

export interface ClientCache {
  clear(): void;
  seedCurrentUser(user: CurrentAccount): void;
}

let cache: ClientCache | null = null;
let pendingUser: CurrentAccount | null = null;

/** Called once by the query client module. Applies a user seeded before it existed. */
export function registerClientCache(value: ClientCache): void {
  cache = value;
  if (pendingUser) {
    value.seedCurrentUser(pendingUser);
    pendingUser = null;
  }
}

/** Forgets all cached server data; seeds `user` as the current account when given. */
export function resetClientCache(user?: CurrentAccount): void {
  if (cache) {
    cache.clear();
    if (user) cache.seedCurrentUser(user);
  } else {
    pendingUser = user ?? null;
  }
}
