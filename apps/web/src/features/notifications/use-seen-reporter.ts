/**
 * Seen reporting (spec 01 §4: "Seen notifications are reported after a 1 s wait"; §9 mark-as-read
 * throttled 1 s with 2 retries): an unread row that stays visible in the open panel for 1 s is
 * queued; the queue is sent as one set-as-read at most once a second (three tries in all).
 */
import { LIMITS } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { applyRead, sendSetAsRead } from './api/notifications';

/** Watches rows `[data-notification-id][data-unread]` inside `root` while `active`. */
export function useSeenReporter(root: RefObject<HTMLElement | null>, active: boolean, listVersion: unknown) {
  const client = useQueryClient();
  const reported = useRef(new Set<number>());
  const pending = useRef(new Set<number>());
  const lastSent = useRef(0);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listVersion re-observes the rows when the list changes
  useEffect(() => {
    const container = root.current;
    if (!container || !active || typeof IntersectionObserver === 'undefined') return;
    const timers = new Map<number, ReturnType<typeof setTimeout>>();

    const flush = () => {
      flushTimer.current = null;
      const ids = [...pending.current];
      pending.current.clear();
      if (ids.length === 0) return;
      lastSent.current = Date.now();
      sendSetAsRead(ids)
        .then(() => applyRead(client, new Set(ids), false))
        .catch(() => {
          for (const id of ids) reported.current.delete(id);
        });
    };
    const queue = (id: number) => {
      if (reported.current.has(id)) return;
      reported.current.add(id);
      pending.current.add(id);
      if (flushTimer.current) return;
      const wait = Math.max(0, lastSent.current + LIMITS.markAsReadThrottleMs - Date.now());
      flushTimer.current = setTimeout(flush, wait);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.notificationId);
          if (entry.isIntersecting && !timers.has(id)) {
            timers.set(
              id,
              setTimeout(() => queue(id), LIMITS.markAsReadThrottleMs),
            );
          } else if (!entry.isIntersecting) {
            clearTimeout(timers.get(id));
            timers.delete(id);
          }
        }
      },
      { root: container, threshold: 0.6 },
    );
    for (const node of container.querySelectorAll<HTMLElement>('[data-notification-id][data-unread]')) {
      observer.observe(node);
    }
    return () => {
      observer.disconnect();
      for (const t of timers.values()) clearTimeout(t);
    };
  }, [root, active, client, listVersion]);

  useEffect(
    () => () => {
      if (flushTimer.current) clearTimeout(flushTimer.current);
    },
    [],
  );
}
