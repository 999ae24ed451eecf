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
 *
 * Accessibility (issue 13, WCAG 2.2 AA 1.4.3 and 1.4.11): every text colour passes 4.5:1 and every
 * icon or control boundary 3:1 against the backgrounds it is drawn on (white, the page background
 * LAYOUT_BG, the light tints of tags and alerts), for all five tenants. The same darkening rule as
 * buttons and links (`readableOn`) gives the brand text on the page background, the info/processing
 * tags and the preset colour tags (antd draws a tag's text in palette step 7 on step 1: gold,
 * orange, green and others are about 3:1 by default). Secondary, description and placeholder greys
 * are darker than antd's defaults (0.45 and 0.25 alpha black are 3.4:1 and 1.8:1 on white).
 * theme.test.ts computes every pair from the derived tokens of each tenant.
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
/** WCAG AA contrast for large text, icons and the boundaries of controls (1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;

/** Secondary text (dates, counts, descriptions, footers): 5.7:1 on white, 5.2:1 on LAYOUT_BG. The CSS variable --text-secondary. */
export const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)';
/** Placeholder text in fields: 4.8:1 on white. The CSS variable --text-placeholder. */
export const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.56)';
/** Icons and control boundaries that must stay visible (3:1 on white and LAYOUT_BG). */
export const NON_TEXT_GREY = 'rgba(0, 0, 0, 0.47)';
/** An unchecked switch under the pointer: darker than its resting TEXT_SECONDARY fill. */
export const SWITCH_UNCHECKED_HOVER = 'rgba(0, 0, 0, 0.72)';
/** Borders of fields and outlined buttons (1.4.11: 3:1 on white). */
export const CONTROL_BORDER = '#8C8C8C';

/**
 * antd's preset palette steps 1 (tag background) and 7 (tag text) for the colours tags use
 * (antd 6 defaults; theme.test.ts checks them against `theme.getDesignToken()`).
 */
export const PRESET_TAG_PALETTE = {
  red: ['#FFF1F0', '#CF1322'],
  volcano: ['#FFF2E8', '#D4380D'],
  orange: ['#FFF7E6', '#D46B08'],
  gold: ['#FFFBE6', '#D48806'],
  yellow: ['#FEFFE6', '#D4B106'],
  lime: ['#FCFFE6', '#7CB305'],
  green: ['#F6FFED', '#389E0D'],
  cyan: ['#E6FFFB', '#08979C'],
  blue: ['#E6F4FF', '#0958D9'],
  geekblue: ['#F0F5FF', '#1D39C4'],
  purple: ['#F9F0FF', '#531DAB'],
  magenta: ['#FFF0F6', '#C41D7F'],
} as const;

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

/** The strongest brand tint screens put behind brand-coloured text (18 % brand on white). */
export function brandTint(brand: string): string {
  return mixColours(brand, '#FFFFFF', 0.82);
}

/**
 * The brand as a text colour (links, selected tabs and menu items, brand-coloured labels and
 * icons; the --brand-text CSS variable): the brand itself, or the brand darkened in 2 % steps, so
 * that it reads at 4.5:1 on white, on the page background and on brand tints up to `brandTint`.
 */
export function brandText(brand: string): string {
  for (let weight = 0; weight <= 1; weight += 0.02) {
    const candidate = mixColours(brand, '#000000', weight);
    if ([LAYOUT_BG, brandTint(brand)].every((bg) => contrastRatio(candidate, bg) >= AA_TEXT_CONTRAST)) return candidate;
  }
  return '#000000';
}

/** Palette step 7 of every preset tag colour, darkened where needed to read on its step 1. */
export function presetTagTextColours(): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [name, [background, text]] of Object.entries(PRESET_TAG_PALETTE)) {
    tokens[`${name}7`] = readableOn(text, background);
  }
  return tokens;
}

/**
 * Status colours (success, warning, error, info): text in each reads on its light background, and
 * the colour itself (icons, alert borders) reaches 3:1 on white. Info follows the brand.
 */
export function statusColours(brand: string): Record<string, string> {
  const infoBg = mixColours(brand, '#FFFFFF', 0.9);
  const info = readableOn(brand, infoBg);
  const status = (name: string, base: string, bg: string) => {
    const colour = readableOn(base, bg);
    return { [`color${name}`]: colour, [`color${name}Text`]: colour, [`color${name}Bg`]: bg };
  };
  return {
    ...status('Info', info, infoBg),
    colorInfoBorder: mixColours(brand, '#FFFFFF', 0.6),
    ...status('Success', '#389E0D', '#F6FFED'),
    ...status('Warning', '#D48806', '#FFFBE6'),
    ...status('Error', '#D9363E', '#FFF2F0'),
  };
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
 * Primary button colours for a brand: the brand when white text on it meets WCAG AA, otherwise the
 * brand darkened until it does (#EC6D19 and #2FA775 give about 3:1); hover and pressed states are
 * darker still (antd's lighter hover would drop below AA, e.g. #66871A for #547B04).
 */
export function primaryButtonColours(brand: string): {
  colorPrimary: string;
  colorPrimaryHover: string;
  colorPrimaryActive: string;
} {
  const background = readableOn(brand, '#FFFFFF');
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
      colorLink: brandText(brand),
      colorLinkHover: mixColours(brandText(brand), '#000000', 0.15),
      colorLinkActive: mixColours(brandText(brand), '#000000', 0.25),
      ...statusColours(brand),
      ...presetTagTextColours(),
      colorTextTertiary: TEXT_SECONDARY,
      colorTextDescription: TEXT_SECONDARY,
      colorTextPlaceholder: TEXT_PLACEHOLDER,
      colorIcon: NON_TEXT_GREY,
      colorBorder: CONTROL_BORDER,
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
      // An unchecked switch is filled with colorTextQuaternary (antd's light grey): its white
      // "Hidden"/"Off" text read at 1.8:1. The secondary grey (and a darker one on hover) reads at 4.5:1.
      Switch: { colorTextQuaternary: TEXT_SECONDARY, colorTextTertiary: SWITCH_UNCHECKED_HOVER },
      // An empty table's text ("No invoices") is drawn in colorTextDisabled (antd's #bfbfbf, 1.8:1 on
      // white; axe color-contrast on the phone walk, issue 32): it is information, so the secondary grey.
      Table: { colorTextDisabled: TEXT_SECONDARY },
    },
  };
}
