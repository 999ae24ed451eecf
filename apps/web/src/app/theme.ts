/**
 * The antd theme per tenant (spec 01 §1: "colour theme"): the tenant's brand colour drives the
 * primary colour, links and focus rings. System font stack only (nothing loads from other hosts).
 */
import type { TenantConfig } from '@portal/shared';
import { LAYOUT } from '@portal/shared';
import type { ThemeConfig } from 'antd';

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Page background behind cards. */
export const LAYOUT_BG = '#F4F6F7';

/** Builds the ConfigProvider theme from the tenant's brand colour. */
export function buildTheme(tenant: TenantConfig): ThemeConfig {
  const brand = tenant.theme.brandColor;
  return {
    token: {
      colorPrimary: brand,
      colorLink: brand,
      colorInfo: brand,
      borderRadius: 8,
      fontFamily: FONT_STACK,
      colorBgLayout: LAYOUT_BG,
      controlHeightLG: 44,
    },
    components: {
      Layout: { headerBg: '#FFFFFF', headerHeight: LAYOUT.headerHeight, headerPadding: '0', bodyBg: LAYOUT_BG },
      Button: { fontWeight: 600 },
      Card: { headerFontSize: 16 },
    },
  };
}
