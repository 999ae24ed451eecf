/**
 * Providers around the router: the notification/toast slot. The tenant's antd theme is provided
 * further down (ThemeProvider, see there); the query cache by the signed-in areas (QueryProvider).
 */
import type { ReactNode } from 'react';
import { FeedbackSlot } from './FeedbackSlot';

/** Mounts the feedback slot beside the app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <FeedbackSlot />
      {children}
    </>
  );
}
