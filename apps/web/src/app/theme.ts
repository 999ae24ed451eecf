/**
 * The antd theme per tenant (spec 01 §1: "colour theme"): the tenant's brand colour drives the
 * primary colour, links and focus rings. System font stack only (nothing loads from other hosts).
 * Links use the brand darkened just enough for WCAG AA text contrast on white (the same colour as
 * the --brand-text CSS variable main.tsx sets for plain anchors); so do primary buttons, whose text
 * is white, for brands too light for it.
 *
 * Menus (mobile drawer, admin rail, account menu): the selected item is a light tint of the brand
 * with the brand as text colour, darkened where needed so the text meets WCAG AA (4.5:1) on that
 * tint for every tenant (a light brand such as #2FA775 on its own tint is about 2.6:1). Hover uses
 * a neutral tint with the normal text colour; group titles use a darker grey than antd's default.
 */
import type { TenantConfig } from '@portal/shared';
import { LAYOUT } from '@portal/shared';
import type { ThemeConfig } from 'antd';

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Page background behind cards. */
export const LAYOUT_BG = '#F4F6F7';

/** WCAG AA contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** Mixes `hex` with `other` (weight 0 = hex, 1 = other). */
export function mixColours(hex: string, other: string, weight: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * weight) as Rgb);
}

/** WCAG 2 relative luminance of an sRGB "#RRGGBB" colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when text in it reaches `min` contrast on `background`, otherwise the colour
 * mixed with black in 2 % steps until it does (keeps the hue, so it still reads as the brand).
 */
export function readableOn(colour: string, background: string, min = AA_TEXT_CONTRAST): string {
  for (let weight = 0; weight <= 1; weight += 0.02) {
    const candidate = mixColours(colour, '#000000', weight);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return '#000000';
}

/** Menu item colours for a brand (see the header); every text/background pair meets AA. */
export function menuColours(brand: string) {
  const selectedBg = mixColours(brand, '#FFFFFF', 0.9);
  const hoverBg = '#F0F2F3';
  return {
    itemSelectedBg: selectedBg,
    itemSelectedColor: readableOn(brand, selectedBg),
    itemActiveBg: selectedBg,
    itemHoverBg: hoverBg,
    itemHoverColor: 'rgba(0, 0, 0, 0.88)',
    subMenuItemSelectedColor: readableOn(brand, '#FFFFFF'),
    groupTitleColor: 'rgba(0, 0, 0, 0.62)',
  };
}

/**
 * Primary button colours for a brand: antd's own (derived from the brand) when white text on the
 * brand meets WCAG AA, otherwise the brand darkened until it does (#EC6D19 and #2FA775 give about
 * 3:1), with hover and pressed states darker still so they keep the contrast.
 */
export function primaryButtonColours(
  brand: string,
): { colorPrimary: string; colorPrimaryHover: string; colorPrimaryActive: string } | Record<string, never> {
  const background = readableOn(brand, '#FFFFFF');
  if (background === brand) return {};
  return {
    colorPrimary: background,
    colorPrimaryHover: mixColours(background, '#000000', 0.1),
    colorPrimaryActive: mixColours(background, '#000000', 0.2),
  };
}

/** Builds the ConfigProvider theme from the tenant's brand colour. */
export function buildTheme(tenant: TenantConfig): ThemeConfig {
  const brand = tenant.theme.brandColor;
  return {
    token: {
      colorPrimary: brand,
      colorLink: readableOn(brand, '#FFFFFF'),
      colorInfo: brand,
      borderRadius: 8,
      fontFamily: FONT_STACK,
      colorBgLayout: LAYOUT_BG,
      controlHeightLG: 44,
    },
    components: {
      Layout: { headerBg: '#FFFFFF', headerHeight: LAYOUT.headerHeight, headerPadding: '0', bodyBg: LAYOUT_BG },
      Button: { fontWeight: 600, ...primaryButtonColours(brand) },
      Card: { headerFontSize: 16 },
      Menu: menuColours(brand),
    },
  };
}
