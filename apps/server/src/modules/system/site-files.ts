/**
 * The two files browsers and crawlers ask every site for (issue 30: both answered a JSON 404):
 *
 * - `robots.txt`: every page but sign-in and the accessibility statement is behind sign-in (the web
 *   app sends anyone without a session to /account/sign-in), so crawlers are kept out of everything
 *   else, the API included; the rest of /account (reset, verify links carry tokens) is disallowed too.
 * - `favicon.ico`: the tenant's favicon asset (TenantConfig.favicon, an SVG under the web app's public
 *   folder) rendered by sharp to 16, 32 and 48 px PNGs in one ICO container (PNG entries, as Windows
 *   Vista and every current browser read them). Built once per process.
 * - `mail-logo.png`: the tenant's logo (an SVG, which Gmail and Outlook do not show) as a PNG twice
 *   the width the mail layout draws it (`MAIL_LOGO_WIDTH`), for the mails' header (issue 30).
 *   Served with `Cross-Origin-Resource-Policy: cross-origin` so a web mail client may show it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { REPO_ROOT } from '../../paths';

/** The robots.txt body (text/plain). */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /account/sign-in', 'Allow: /accessibility', 'Disallow: /', ''].join(
  '\n',
);

/** Pixel sizes of the ICO's images. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** An ICO file holding `pngs` (square PNGs of `sizes`), little-endian directory then the images. */
function icoOf(pngs: Buffer[], sizes: readonly number[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], at);
    header.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

/** Width in CSS pixels the mail layout draws the logo at; the PNG is twice as wide (sharp on high-DPI screens). */
export const MAIL_LOGO_WIDTH = 180;

/** A tenant asset (`/tenants/<id>/<name>`): from the built web app, else the web app's public folder. */
async function readPublicAsset(config: AppConfig, asset: string): Promise<Buffer> {
  const rel = asset.replace(/^\/+/, '');
  const places = [config.webDist, path.join(REPO_ROOT, 'apps/web/public')].filter((p): p is string => !!p);
  for (const dir of places) {
    try {
      return await fs.readFile(path.join(dir, rel));
    } catch {
      // try the next place
    }
  }
  throw new Error(`The tenant asset ${asset} was not found.`);
}

const built = new Map<string, Promise<Buffer>>();

/** The tenant's favicon as an ICO file (built on first use, then kept). */
export function faviconIco(config: AppConfig): Promise<Buffer> {
  let ico = built.get(config.tenant.favicon);
  if (!ico) {
    ico = (async () => {
      const svg = await readPublicAsset(config, config.tenant.favicon);
      const { default: sharp } = await import('sharp');
      const pngs = await Promise.all(
        FAVICON_SIZES.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
      );
      return icoOf(pngs, FAVICON_SIZES);
    })();
    ico.catch(() => built.delete(config.tenant.favicon));
    built.set(config.tenant.favicon, ico);
  }
  return ico;
}

const logos = new Map<string, Promise<Buffer>>();

/** The tenant's logo as a PNG `2 × MAIL_LOGO_WIDTH` pixels wide (built on first use, then kept). */
export function mailLogoPng(config: AppConfig): Promise<Buffer> {
  let png = logos.get(config.tenant.logo);
  if (!png) {
    png = (async () => {
      const svg = await readPublicAsset(config, config.tenant.logo);
      const { default: sharp } = await import('sharp');
      return sharp(svg, { density: 384 })
        .resize({ width: 2 * MAIL_LOGO_WIDTH })
        .png()
        .toBuffer();
    })();
    png.catch(() => logos.delete(config.tenant.logo));
    logos.set(config.tenant.logo, png);
  }
  return png;
}
