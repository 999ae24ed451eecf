/** Provides the app's QueryClient to the signed-in areas (shell, onboarding, splash). */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './query-client';

/** Wraps children in QueryClientProvider with the singleton client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
