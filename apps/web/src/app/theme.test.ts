/**
 * Contrast of the theme (issue 13; WCAG 2.2 AA 1.4.3 text 4.5:1, 1.4.11 icons and control
 * boundaries 3:1) for each of the five tenants, computed from the tokens antd derives from the
 * tenant's theme (`theme.getDesignToken`), against the backgrounds they are drawn on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TENANT_IDS, TENANTS } from '@portal/shared';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  brandText,
  brandTint,
  buildTheme,
  contrastRatio,
  LAYOUT_BG,
  menuColours,
  mixColours,
  PRESET_TAG_PALETTE,
  presetTagTextColours,
  TEXT_PLACEHOLDER,
  TEXT_SECONDARY,
} from './theme';

/** "#RRGGBB" or "rgba(r, g, b, a)" composed over an opaque background, as "#RRGGBB". */
function over(colour: string, background: string): string {
  const rgba = colour.match(/^rgba?\(([^)]+)\)$/);
  if (!rgba) return colour.length === 9 ? over(hexAlphaToRgba(colour), background) : colour;
  const [r, g, b, a = 1] = rgba[1].split(',').map((part) => Number(part.trim()));
  const hex = `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  return mixColours(background, hex, a);
}

function hexAlphaToRgba(hex: string): string {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgba(${n(1)}, ${n(3)}, ${n(5)}, ${n(7) / 255})`;
}

const ratio = (fg: string, bg: string) => contrastRatio(over(fg, bg), bg);

/** The backgrounds plain text sits on: cards and fields (white), the page, antd's light fills. */
const SURFACES = ['#FFFFFF', LAYOUT_BG, '#FAFAFA'];

describe.each(TENANT_IDS)('the %s theme', (id) => {
  const tenant = TENANTS[id];
  const brand = tenant.theme.brandColor;
  const config = buildTheme(tenant);
  const token = antdTheme.getDesignToken(config) as unknown as Record<string, string>;

  it.each(['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'])(
    '%s reads at 4.5:1 on white, the page and light fills',
    (name) => {
      for (const surface of SURFACES) expect(ratio(token[name], surface), surface).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('links and brand text read at 4.5:1 on white and on the page background', () => {
    for (const surface of ['#FFFFFF', LAYOUT_BG]) {
      expect(ratio(token.colorLink, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(token.colorLinkHover, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(token.colorLinkActive, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('primary buttons: white text on the primary colour and its hover and pressed states at 4.5:1', () => {
    const button = (config.components?.Button ?? {}) as Record<string, string>;
    for (const bg of [
      button.colorPrimary ?? token.colorPrimary,
      button.colorPrimaryHover ?? token.colorPrimaryHover,
      button.colorPrimaryActive ?? token.colorPrimaryActive,
    ]) {
      expect(ratio('#FFFFFF', bg), bg).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('status colours: text on their light backgrounds at 4.5:1, icons on white at 3:1', () => {
    for (const status of ['Success', 'Warning', 'Error', 'Info']) {
      expect(ratio(token[`color${status}Text`], token[`color${status}Bg`]), status).toBeGreaterThanOrEqual(4.5);
      expect(ratio(token[`color${status}`], token[`color${status}Bg`]), status).toBeGreaterThanOrEqual(4.5);
      expect(ratio(token[`color${status}`], '#FFFFFF'), status).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    }
    // Form messages and required marks are drawn in colorError on white.
    expect(ratio(token.colorError, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('preset colour tags (text in step 7 on step 1) read at 4.5:1', () => {
    for (const name of Object.keys(PRESET_TAG_PALETTE)) {
      expect(ratio(token[`${name}7`], token[`${name}1`]), name).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it("an unchecked switch's white text reads at 4.5:1 on its fill, at rest and under the pointer", () => {
    const sw = config.components?.Switch as Record<string, string>;
    for (const fill of [sw.colorTextQuaternary, sw.colorTextTertiary])
      expect(contrastRatio('#ffffff', over(fill, '#FFFFFF'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("an empty table's text reads at 4.5:1 on white", () => {
    const table = config.components?.Table as Record<string, string>;
    expect(ratio(table.colorTextDisabled, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('default tags, icons and field borders reach 3:1; default tag text 4.5:1', () => {
    expect(ratio(token.colorText, over(token.colorFillQuaternary, '#FFFFFF'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    for (const surface of ['#FFFFFF', LAYOUT_BG]) {
      expect(ratio(token.colorIcon, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
      expect(ratio(token.colorBorder, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    }
  });

  it('menu items: selected and hovered text at 4.5:1 on their tints', () => {
    const menu = menuColours(brand);
    expect(ratio(menu.itemSelectedColor, menu.itemSelectedBg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(menu.itemHoverColor, menu.itemHoverBg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(menu.subMenuItemSelectedColor, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(menu.groupTitleColor, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('brand text (the --brand-text CSS variable) reads at 4.5:1 on white, the page and brand tints', () => {
    for (const surface of ['#FFFFFF', LAYOUT_BG, brandTint(brand)])
      expect(ratio(brandText(brand), surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('fixed greys and palette', () => {
  it('the secondary and placeholder greys the CSS uses read at 4.5:1 on white and the page', () => {
    for (const surface of SURFACES) {
      expect(ratio(TEXT_SECONDARY, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(TEXT_PLACEHOLDER, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('global.css draws each preset tag in the darkened text colour of the theme', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');
    for (const [key, colour] of Object.entries(presetTagTextColours())) {
      const name = key.slice(0, -1);
      const rule = new RegExp(
        `\\.ant-tag-${name}:not\\(\\.ant-tag-disabled\\)\\.ant-tag-outlined \\{\\s*color: (#[0-9a-f]{6});`,
      ).exec(css);
      expect(rule?.[1].toUpperCase(), name).toBe(colour);
    }
  });

  it("the preset palette the theme starts from is antd's", () => {
    const defaults = antdTheme.getDesignToken() as unknown as Record<string, string>;
    for (const [name, [background, text]] of Object.entries(PRESET_TAG_PALETTE)) {
      expect(defaults[`${name}1`].toUpperCase(), name).toBe(background);
      expect(defaults[`${name}7`].toUpperCase(), name).toBe(text);
    }
  });
});
