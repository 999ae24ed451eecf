/**
 * The tenant's logo variants for the members' brand assets (spec 03 §3 brand assets, issue 32),
 * built from the tenant's SVG logos in apps/web/public/tenants/<tenant>/ (`mark.svg`, `logo.svg`,
 * `logo-reversed.svg`): primary (mark above the full name), horizontal (the header logo), member
 * badge and accredited practitioner mark, each in full colour, reversed (on the brand colour) or
 * mono black, rendered by sharp to PNG at 640 × 320 px (the preview shows them ≤ 110 px high, the
 * download is print-sized). Throws when the tenant's SVGs are missing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from '@portal/shared';
import sharp from 'sharp';
import { WEB_PUBLIC_DIR } from '../paths';

/** The variants the brand assets seed offers. */
export type LogoVariant =
  | 'primary'
  | 'primary-reversed'
  | 'primary-mono'
  | 'horizontal'
  | 'horizontal-reversed'
  | 'horizontal-mono'
  | 'badge'
  | 'badge-reversed'
  | 'accredited';

const WIDTH = 640;
const HEIGHT = 320;
const FONT = 'font-family="system-ui, \'Segoe UI\', Roboto, \'Helvetica Neue\', Arial, sans-serif" font-weight="700"';

function readAsset(rel: string): string {
  for (const dir of [WEB_PUBLIC_DIR, path.join(WEB_PUBLIC_DIR, '../dist')]) {
    try {
      return readFileSync(path.join(dir, rel), 'utf8');
    } catch {
      // try the built copy next
    }
  }
  throw new Error(`The tenant logo ${rel} was not found.`);
}

/** The inner markup of an SVG file (between the outer tags, without <title>). */
function inner(svg: string): string {
  return svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
}

/** Mono black: the mark's tile and the words black, every shape on the tile white. */
function mono(markup: string): string {
  return markup
    .replace(/(fill|stroke)="(#[0-9A-Fa-f]{3,6})"/g, (_m, attr: string) => `${attr}="#FFFFFF"`)
    .replace(
      /(<rect (?:x="\d+" y="\d+" )?width="(?:40|38)" height="(?:40|38)"[^>]*?)fill="#FFFFFF"/,
      '$1fill="#111111"',
    )
    .replace(/(<text[^>]*?)fill="#FFFFFF"/g, '$1fill="#111111"');
}

/** Reversed: the mark's tile outlined in white, so it shows on the brand colour. */
function ringed(markup: string): string {
  return markup.replace(
    /<rect width="40" height="40" rx="10" fill="(#[0-9A-Fa-f]{3,6})"\/>/,
    '<rect x="1" y="1" width="38" height="38" rx="9.5" fill="$1" stroke="#FFFFFF" stroke-width="2"/>',
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The SVG text of one variant for `tenant` (640 × 320 view box). */
export function logoVariantSvg(
  tenant: Pick<TenantConfig, 'id' | 'fullName' | 'shortName' | 'theme'>,
  variant: LogoVariant,
): string {
  const brand = tenant.theme.brandColor;
  const reversed = variant.endsWith('reversed');
  const isMono = variant.endsWith('mono');
  const ink = reversed ? '#FFFFFF' : isMono ? '#111111' : brand;
  let mark = inner(readAsset(`tenants/${tenant.id}/mark.svg`));
  if (isMono) mark = mono(mark);
  if (reversed) mark = ringed(mark);
  const back = reversed ? `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${brand}"/>` : '';
  const name = escapeXml(tenant.fullName);
  let body: string;
  if (variant.startsWith('horizontal')) {
    const file = reversed ? 'logo-reversed.svg' : 'logo.svg';
    const svg = readAsset(`tenants/${tenant.id}/${file}`);
    const [, w, h] = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg) ?? ['', '200', '40'];
    const scale = Math.min((WIDTH - 80) / Number(w), (HEIGHT - 80) / Number(h));
    const x = (WIDTH - Number(w) * scale) / 2;
    const y = (HEIGHT - Number(h) * scale) / 2;
    const markup = isMono ? mono(inner(svg)) : inner(svg);
    body = `<g transform="translate(${x} ${y}) scale(${scale})">${markup}</g>`;
  } else if (variant.startsWith('primary')) {
    const size = 150;
    const fontSize = name.length > 36 ? 26 : 30;
    body = `<g transform="translate(${(WIDTH - size) / 2} 42) scale(${size / 40})">${mark}</g>
<text x="${WIDTH / 2}" y="252" text-anchor="middle" ${FONT} font-size="${fontSize}" fill="${ink}">${name}</text>`;
  } else if (variant.startsWith('badge')) {
    const pill = reversed
      ? ''
      : `<rect x="40" y="70" width="560" height="180" rx="90" fill="#FFFFFF" stroke="${brand}" stroke-width="6"/>`;
    body = `${pill}<g transform="translate(75 100) scale(3)">${mark}</g>
<text x="220" y="150" ${FONT} font-size="30" fill="${ink}" letter-spacing="4">MEMBER</text>
<text x="220" y="196" ${FONT} font-size="28" fill="${ink}">${escapeXml(tenant.shortName)}</text>`;
  } else {
    body = `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="140" fill="#FFFFFF" stroke="${brand}" stroke-width="8"/>
<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="122" fill="none" stroke="${brand}" stroke-width="2" stroke-dasharray="6 6"/>
<g transform="translate(${WIDTH / 2 - 54} 70) scale(2.7)">${mark}</g>
<text x="${WIDTH / 2}" y="215" text-anchor="middle" ${FONT} font-size="22" fill="${brand}" letter-spacing="2">ACCREDITED</text>
<text x="${WIDTH / 2}" y="243" text-anchor="middle" ${FONT} font-size="18" fill="${brand}" letter-spacing="1">PRACTITIONER</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${back}${body}</svg>`;
}

/** One variant as PNG bytes (640 × 320; transparent outside the reversed plates). */
export function logoVariantPng(
  tenant: Pick<TenantConfig, 'id' | 'fullName' | 'shortName' | 'theme'>,
  variant: LogoVariant,
): Promise<Buffer> {
  return sharp(Buffer.from(logoVariantSvg(tenant, variant)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
