import { TENANT_IDS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** A production SIGNED_LINK_SECRET (at least 32 characters). */
const URL_ = 'https://portal.example.org';
const SECRET = 'test-signed-link-secret-0123456789abcdef';

describe('loadConfig (README Configuration; spec 01 §1: a missing tenant is fatal)', () => {
  it('an unknown TENANT throws "Unknown tenant" naming it', () => {
    expect(() => loadConfig({ TENANT: 'acme' })).toThrow(/Unknown tenant "acme"/);
  });

  it('a bad COMMUNITIES_ROUTE throws and lists the allowed routes', () => {
    expect(() => loadConfig({ COMMUNITIES_ROUTE: '/groups' })).toThrow(
      /COMMUNITIES_ROUTE must be one of \/communities, \/workspaces, \/hubs; got "\/groups"/,
    );
  });

  it.each(['/communities', '/workspaces', '/hubs'])('accepts COMMUNITIES_ROUTE %s', (route) => {
    expect(loadConfig({ COMMUNITIES_ROUTE: route }).communitiesRoute).toBe(route);
  });

  it.each(TENANT_IDS)('loads the %s tenant', (id) => {
    const config = loadConfig({ TENANT: id });
    expect(config.tenant.id).toBe(id);
    expect(config.mailFrom).toContain(config.tenant.shortName);
  });

  it('defaults to the occupational-therapy tenant (spec 01 §9 build tenant "ota")', () => {
    expect(loadConfig({}).tenant.id).toBe('ota');
    expect(loadConfig({ TENANT: '  psa ' }).tenant.id).toBe('psa');
  });

  it('reads the credential limits, defaulting to 30 per IP and 10 per account', () => {
    expect(loadConfig({}).credentialLimits).toMatchObject({ perIp: 30, perAccount: 10, windowMinutes: 15 });
    expect(
      loadConfig({ CREDENTIAL_LIMIT_PER_IP: '5', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' }).credentialLimits,
    ).toMatchObject({ perIp: 5, perAccount: 0 });
  });

  it.each(['CREDENTIAL_LIMIT_PER_IP', 'CREDENTIAL_LIMIT_PER_ACCOUNT', 'RATE_LIMIT_PER_MINUTE', 'BODY_LIMIT'])(
    'a malformed %s stops the start instead of silently turning the limit off',
    (name) => {
      expect(() => loadConfig({ [name]: 'lots' })).toThrow(new RegExp(`${name} must be a whole number`));
      expect(() => loadConfig({ [name]: '-3' })).toThrow(new RegExp(name));
    },
  );

  it('a malformed PORT throws', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });

  it('production turns off the demo seed and the mail outbox page unless asked', () => {
    const prod = loadConfig({ NODE_ENV: 'production', SIGNED_LINK_SECRET: SECRET, PUBLIC_URL: URL_ });
    expect(prod.seedDemo).toBe(false);
    expect(prod.devMail).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', SIGNED_LINK_SECRET: SECRET, PUBLIC_URL: URL_ }).seedDemo,
    ).toBe(true);
    const dev = loadConfig({});
    expect(dev.seedDemo).toBe(true);
    expect(dev.devMail).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }).devMail).toBe(false);
  });

  it('PUBLIC_URL (issue 34): required in production, naming the variable; an http(s) address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SIGNED_LINK_SECRET: SECRET })).toThrow(
      /PUBLIC_URL must be set in production/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example.org' })).toThrow(/PUBLIC_URL must be an http\(s\) address/);
    expect(loadConfig({ NODE_ENV: 'production', SIGNED_LINK_SECRET: SECRET, PUBLIC_URL: URL_ }).publicUrl).toBe(URL_);
  });

  it('TRUST_PROXY (issue 34): nothing by default; a hop count or addresses/CIDRs; true refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would let any client choose its own address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY must be false, a hop count/);
  });

  it('database settings (issue 34): pool of 10, no named statements, migrations at start by default', () => {
    const c = loadConfig({});
    expect([c.databasePoolSize, c.databaseNamedStatements, c.databaseMigrate]).toEqual([10, false, true]);
    const d = loadConfig({ DATABASE_POOL_SIZE: '25', DATABASE_NAMED_STATEMENTS: 'true', DATABASE_MIGRATE: 'false' });
    expect([d.databasePoolSize, d.databaseNamedStatements, d.databaseMigrate]).toEqual([25, true, false]);
    expect(() => loadConfig({ DATABASE_NAMED_STATEMENTS: 'yes' })).toThrow(
      /DATABASE_NAMED_STATEMENTS must be true or false/,
    );
  });

  it('PUBLIC_URL loses its trailing slash (links in mail are built on it)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.org/' }).publicUrl).toBe('https://portal.example.org');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('SIGNED_LINK_SECRET (issue 28 finding 5): required in production, at least 32 characters; per process elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: URL_ })).toThrow(/SIGNED_LINK_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGNED_LINK_SECRET: 'short', PUBLIC_URL: URL_ })).toThrow(
      /at least 32/,
    );
    expect(() => loadConfig({ SIGNED_LINK_SECRET: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: 'production', SIGNED_LINK_SECRET: SECRET, PUBLIC_URL: URL_ }).signedLinkSecret).toBe(
      SECRET,
    );
    const a = loadConfig({}).signedLinkSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).signedLinkSecret).toBe(a);
  });

  it('upload settings (issue 28 finding 7): no scan and a 500 MB quota by default; CLAMAV_URL must be tcp://host:port', () => {
    expect(loadConfig({}).uploads).toEqual({ clamav: null, clamavTimeoutMs: 15000, storageQuotaMb: 500 });
    expect(loadConfig({ CLAMAV_URL: 'tcp://clamav.internal:3310', CLAMAV_TIMEOUT_MS: '2000' }).uploads).toMatchObject({
      clamav: { host: 'clamav.internal', port: 3310 },
      clamavTimeoutMs: 2000,
    });
    expect(loadConfig({ CLAMAV_URL: 'tcp://[::1]:3310' }).uploads.clamav).toEqual({ host: '::1', port: 3310 });
    expect(loadConfig({ CLAMAV_SOCKET: '/run/clamav/clamd.ctl' }).uploads.clamav).toEqual({
      socket: '/run/clamav/clamd.ctl',
    });
    expect(loadConfig({ STORAGE_QUOTA_MB: '0' }).uploads.storageQuotaMb).toBe(0);
    for (const bad of ['clamav:3310', 'http://clamav:3310', 'tcp://clamav', 'tcp://clamav:70000'])
      expect(() => loadConfig({ CLAMAV_URL: bad })).toThrow(/CLAMAV_URL must be tcp:\/\/host:port/);
    expect(() => loadConfig({ STORAGE_QUOTA_MB: '-1' })).toThrow(/STORAGE_QUOTA_MB/);
  });
});
