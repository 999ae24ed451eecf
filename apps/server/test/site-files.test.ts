/**
 * robots.txt and favicon.ico (issue 30): both public, neither a JSON 404. The favicon is the
 * tenant's asset as a real ICO (read back by `file` and its PNG images by sharp).
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('robots.txt and favicon.ico', () => {
  it('robots.txt keeps crawlers out of everything behind sign-in, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines).toEqual(['User-agent: *', 'Allow: /account/sign-in', 'Allow: /accessibility', 'Disallow: /']);
  });

  it('favicon.ico is the tenant favicon as an ICO of 16, 32 and 48 px PNGs in the brand colour', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    expect(execFileSync('file', ['--brief', '-'], { input: ico, encoding: 'utf8' })).toMatch(
      /^MS Windows icon resource - 3 icons, 16x16 with PNG image data/,
    );
    const sizes: number[] = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const at = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect(meta.height).toBe(meta.width);
      sizes.push(meta.width ?? 0);
    }
    expect(sizes).toEqual([16, 32, 48]);
    // The OT Association favicon's background is its brand colour #004C58 (a pixel inside the rounded square).
    const last = ico.subarray(ico.readUInt32LE(6 + 32 + 12));
    const { data } = await sharp(last).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [...data.subarray((y * 48 + x) * 4, (y * 48 + x) * 4 + 3)];
    expect(px(24, 3)).toEqual([0x00, 0x4c, 0x58]);
  });

  it("mail-logo.png is the tenant's logo as a PNG a web mail client may load (360 px wide, cross-origin)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mail-logo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 360]);
    // The OT Association logo starts with its brand-colour square (#004C58).
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (Math.round(info.height / 2) * info.width + 20) * info.channels;
    expect([...data.subarray(at, at + 3)]).toEqual([0x00, 0x4c, 0x58]);
  });
});
