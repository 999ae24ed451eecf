/**
 * Where the notification/toast host mounts (inside a ThemeProvider, so the tenant theme
 * applies). The host's code loads only when something first asks for feedback, keeping it out of
 * the sign-in page's first load.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onFeedbackRequested } from '../lib/feedback';
import { ThemeProvider } from './ThemeProvider';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/** Mounts FeedbackHost on the first notification or toast request. */
export function FeedbackSlot() {
  const [isActive, setActive] = useState(false);
  useEffect(() => onFeedbackRequested(() => setActive(true)), []);
  if (!isActive) return null;
  return (
    <ThemeProvider>
      <Suspense fallback={null}>
        <FeedbackHost />
      </Suspense>
    </ThemeProvider>
  );
}
