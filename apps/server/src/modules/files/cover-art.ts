/**
 * Demo cover art (issue 32): a subject's glyphs from Microsoft's Fluent Emoji (flat, MIT, package
 * `@iconify-json/fluent-emoji-flat`; LICENSES/ART.md) on the tenant's palette with soft shapes,
 * drawn as SVG and rendered by sharp to WebP at twice the size the web app shows it. The
 * composition sits in the middle third so the crops of `object-fit: cover` (cards ~1.9:1, post
 * covers 3:1, detail headers) keep every glyph. Each (tenant, subject, size) is rendered once per
 * process; renders run at most `COVER_CONCURRENCY` at a time (the machine may have 2 cores).
 */
import { createRequire } from 'node:module';
import type { TenantId } from '@portal/shared';
import sharp from 'sharp';
import { hashOf, SUBJECTS, type SubjectId, subjectOf, TENANT_ART } from './cover-subjects';

/**
 * Pixel sizes of the seeded images: twice the CSS size each place shows them (spec 03 §2 cards and
 * detail headers). The news/resource detail header is the largest (≤ 800 × 380 CSS px), so one
 * 1600 × 800 image per subject serves it, the event header (≤ 420 × 300) and the 3:1 post cover
 * (≤ 760 px wide; the centred composition survives the crop), and smaller places (cards 170 px
 * high, thumbnails) get their `?w=` variant (image-variants.ts). Community tiles (≤ 400 × 150 CSS
 * px) have their own 960 × 480 image, varied per community.
 */
export const COVER_SIZES = {
  content: { width: 1600, height: 800 },
  event: { width: 1600, height: 800 },
  post: { width: 1600, height: 800 },
  community: { width: 960, height: 480 },
} as const;
export type CoverPlace = keyof typeof COVER_SIZES;

/** How many covers sharp renders at once. */
export const COVER_CONCURRENCY = 3;

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}
let iconSet: IconSet | null = null;

/** The SVG body and view box of a Fluent Emoji flat glyph; throws on an unknown name. */
function glyph(name: string): { body: string; size: number } {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  const icon = iconSet.icons[name] ?? iconSet.icons[iconSet.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`Unknown cover glyph ${name}`);
  return { body: icon.body, size: icon.width ?? iconSet.width ?? 32 };
}

/** A glyph placed at (x, y) with side `side`, its ids prefixed so two glyphs never share one. */
function placed(name: string, prefix: string, x: number, y: number, side: number): string {
  const { body, size } = glyph(name);
  const safe = body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="0 0 ${size} ${size}">${safe}</svg>`;
}

/**
 * The cover's SVG text: background, soft shapes, a white disc with the main glyph and two smaller
 * discs. `variant` (a title, for per-item art) moves the shapes and turns the glyph order, so items
 * of one subject still differ.
 */
export function coverSvg(tenant: TenantId, subject: SubjectId, width: number, height: number, variant = ''): string {
  const { brand, accent, light } = TENANT_ART[tenant].palette;
  const h = hashOf(`${tenant}/${subject}/${variant}`);
  const glyphs = SUBJECTS[subject].glyphs;
  const turn = variant ? h % glyphs.length : 0;
  const [main, ...others] = [...glyphs.slice(turn), ...glyphs.slice(0, turn)];
  const cx = width / 2;
  const cy = height / 2;
  const unit = height;
  const flip = h & 1 ? 1 : -1;
  const r = unit * 0.3;
  const small = unit * 0.16;
  const shapes = [
    `<circle cx="${cx + flip * unit * 0.95}" cy="${unit * (0.15 + ((h >> 3) % 20) / 100)}" r="${unit * 0.55}" fill="${accent}" fill-opacity="0.18"/>`,
    `<circle cx="${cx - flip * unit * 1.05}" cy="${unit * 0.95}" r="${unit * 0.45}" fill="${brand}" fill-opacity="0.12"/>`,
    `<path d="M0 ${height * 0.78} C ${width * 0.25} ${height * (0.62 + ((h >> 8) % 10) / 100)}, ${width * 0.55} ${height * 0.98}, ${width} ${height * 0.74} L ${width} ${height} L 0 ${height} Z" fill="${brand}" fill-opacity="0.10"/>`,
    `<circle cx="${cx - flip * unit * 0.62}" cy="${unit * 0.2}" r="${unit * 0.05}" fill="${accent}" fill-opacity="0.45"/>`,
    `<circle cx="${cx + flip * unit * 0.7}" cy="${unit * 0.82}" r="${unit * 0.035}" fill="${brand}" fill-opacity="0.35"/>`,
  ];
  const side = r * 1.25;
  const discs = [
    `<circle cx="${cx}" cy="${cy}" r="${r + unit * 0.025}" fill="${accent}" fill-opacity="0.35"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/>`,
    placed(main, 'm-', cx - side / 2, cy - side / 2, side),
  ];
  others.slice(0, 2).forEach((name, n) => {
    const dx = (n === 0 ? -1 : 1) * flip * unit * 0.5;
    const dy = (n === 0 ? 0.14 : -0.12) * unit;
    const sx = cx + dx;
    const sy = cy + dy;
    discs.push(
      `<circle cx="${sx}" cy="${sy}" r="${small}" fill="#ffffff" fill-opacity="0.95" stroke="${brand}" stroke-opacity="0.15" stroke-width="${unit * 0.008}"/>`,
      placed(name, `s${n}-`, sx - small * 0.65, sy - small * 0.65, small * 1.3),
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="#ffffff"/><rect width="${width}" height="${height}" fill="url(#bg)"/>
${shapes.join('\n')}
${discs.join('\n')}
</svg>`;
}

/** Renders an SVG text to WebP (quality 82). */
export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
}

/** One rendered cover: its subject and WebP bytes of the place's size. */
export interface Cover {
  subject: SubjectId;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Cover art for one tenant, memoized per (subject, size) for the whole process (the seed's content,
 * events and communities steps share it): `cover(title, place)` resolves to the title's subject's
 * image, so two titles of one subject share the same bytes and the seed stores one file; community
 * art is varied per title. At most `COVER_CONCURRENCY` renders run at once.
 */
export function createCoverArt(tenant: TenantId) {
  let art = arts.get(tenant);
  if (!art) {
    art = makeCoverArt(tenant);
    arts.set(tenant, art);
  }
  return art;
}
const arts = new Map<TenantId, ReturnType<typeof makeCoverArt>>();

function makeCoverArt(tenant: TenantId) {
  const cache = new Map<string, Promise<Cover>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= COVER_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    subjectOf: (title: string) => subjectOf(tenant, title),
    /** The cover of `title` for `place` (spec 03 §2 image sizes × 2). */
    cover(title: string, place: CoverPlace): Promise<Cover> {
      const subject = subjectOf(tenant, title);
      const { width, height } = COVER_SIZES[place];
      const variant = place === 'community' ? title : '';
      const key = `${subject}|${width}x${height}|${variant}`;
      let found = cache.get(key);
      if (!found) {
        found = (async () => {
          await slot();
          try {
            const bytes = await renderWebp(coverSvg(tenant, subject, width, height, variant));
            return { subject, bytes, width, height };
          } finally {
            release();
          }
        })();
        cache.set(key, found);
      }
      return found;
    },
  };
}
export type CoverArt = ReturnType<typeof createCoverArt>;
