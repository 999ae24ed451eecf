/**
 * Providers around the router: the tenant's antd theme (spec 01 §1 colour theme) and the
 * notification/toast slot. The query cache is provided by the signed-in areas (QueryProvider).
 */
import type { TenantConfig } from '@portal/shared';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { FeedbackSlot } from './FeedbackSlot';
import { buildTheme } from './theme';

/** Wraps the app in ConfigProvider with the tenant theme. */
export function AppProviders({ tenant, children }: { tenant: TenantConfig; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(tenant), [tenant]);
  return (
    <ConfigProvider theme={theme}>
      <FeedbackSlot />
      {children}
    </ConfigProvider>
  );
}
