/**
 * Reads the environment once (README "Configuration"). Throws with a clear message on an unknown
 * tenant or a malformed value, so the start stops before listening (spec 01 §1: a missing tenant
 * configuration is fatal).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { COMMUNITIES_ROUTES, LIMITS, type CommunitiesRoute, getTenant, type TenantConfig } from '@portal/shared';
import { REPO_ROOT } from './paths';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  tenant: TenantConfig;
  communitiesRoute: CommunitiesRoute;
  /** PostgreSQL connection string; absent means embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /** Folder for PGlite, the mail outbox and local files. Absolute. */
  dataDir: string;
  /** Embedded database in memory only (tests). */
  inMemoryDb: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Base address used in links sent by mail, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Built web app folder served at /; null to serve no web app. */
  webDist: string | null;
  /** Shows /dev/mail (outbox reader): on outside production when SMTP is not configured. */
  devMail: boolean;
  /** How often the outbox is looked at for due mail (MAIL_POLL_MS, ms; default 2000, 200 under test). */
  mailPollMs: number;
  /** How often the outbox is looked at for due refund requests to Stripe (REFUND_POLL_MS, ms; default 5000; issue 31). */
  refundPollMs: number;
  /** Webhooks (issue 31, modules/webhooks). */
  webhooks: {
    /** How often the outbox is looked at for due webhooks (WEBHOOK_POLL_MS, ms; default 2000; tests that deliver set their own). */
    pollMs: number;
    /** The first retry after a failed attempt (WEBHOOK_FIRST_RETRY_MS, ms; default 30000), doubling per try. */
    firstRetryMs: number;
    /** Receivers on private, loopback or link-local addresses and plain http allowed (WEBHOOK_ALLOW_PRIVATE=true|false; default true only under NODE_ENV=test). */
    allowPrivate: boolean;
  };
  /** Days a sent outbox row is kept before the retention job deletes it (OUTBOX_RETENTION_DAYS, default 30). */
  outboxRetentionDays: number;
  /** Seed the demo data when the database is empty. */
  seedDemo: boolean;
  /** Global per-IP request limit per minute (in-process, a DoS guard; credential limits are shared in the DB). */
  rateLimitPerMinute: number;
  /** Calls per minute per API key (API_KEY_RATE_PER_MINUTE, default 600; 0: off), per process like the global limit. */
  apiKeyRatePerMinute: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY, Fastify's `trustProxy`; issue 34): false
   * (the default: the socket's address), a hop count (`1`: the one proxy in front), or the proxies'
   * addresses and CIDRs (`10.0.0.5,10.1.0.0/16`). `true` (believe every hop, so a client could name
   * its own address and pass the per-address limits) is refused.
   */
  trustProxy: false | number | string[];
  /** Connections per process in the PostgreSQL pool (DATABASE_POOL_SIZE, default 10; issue 34). */
  databasePoolSize: number;
  /**
   * Milliseconds a process keeps serving after SIGTERM with GET /api/ready answering 503, before it stops
   * accepting (SHUTDOWN_DRAIN_MS, default 0; issue 34): set it above the load balancer's time to take a
   * failing server out (haproxy `inter` x `fall`), so a rolling restart sends it no request it cannot answer.
   */
  shutdownDrainMs: number;
  /**
   * Named (prepared) statements for the hot raw queries (DATABASE_NAMED_STATEMENTS=true|false,
   * default false; issue 34): only for a direct connection or a session-mode pooler, never through
   * PgBouncer in transaction mode (a statement prepared on one server connection is missing on the next).
   */
  databaseNamedStatements: boolean;
  /**
   * Whether this process applies pending migrations at start (DATABASE_MIGRATE=true|false, default
   * true; issue 34). false: `npm run db:migrate` is run once per deployment, and the start refuses a
   * database whose schema is behind the code.
   */
  databaseMigrate: boolean;
  /** Credential and code endpoint limits, shared across processes (modules/identity/credential-limits.ts). */
  credentialLimits: {
    /** Attempts per IP and endpoint group per window (CREDENTIAL_LIMIT_PER_IP); a successful sign-in gives its attempt back. */
    perIp: number;
    /** Failures per account and address per window (CREDENTIAL_LIMIT_PER_ACCOUNT). */
    perAccount: number;
    /** Failures per account from all addresses per hour (CREDENTIAL_LIMIT_PER_ACCOUNT_HOURLY), for addresses it never signed in from. */
    perAccountHourly: number;
    /** Minutes of the per-IP and per-(account, address) windows. */
    windowMinutes: number;
    /** One-time codes of every kind per account per 15 minutes (CODE_LIMIT_PER_ACCOUNT_15_MINUTES, default 5; 0 off). */
    codesPer15Minutes: number;
    /** One-time codes of every kind per account per day (CODE_LIMIT_PER_ACCOUNT_DAILY, default 10; 0 off). */
    codesPerDay: number;
    /** Reset and first-login mails per account per hour (ACCOUNT_MAIL_LIMIT_HOURLY, default 5; 0 off). */
    accountMailsPerHour: number;
  };
  /** Public search calls (Find an OT) per IP per minute, shared across processes (PUBLIC_SEARCH_LIMIT_PER_MINUTE, default 60; 0 turns it off). */
  publicSearchPerMinute: number;
  /** Maximum JSON body in bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * The bearer token GET /metrics requires (METRICS_TOKEN; issue 34, modules/metrics). Unset (null,
   * the default): /metrics answers 404, so nothing is exposed until an operator sets one.
   */
  metricsToken: string | null;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /**
   * Stripe (issue 31): STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or neither (the start
   * refuses one without the other); `api` the Stripe-compatible server to call instead of Stripe's
   * (STRIPE_API_URL, or STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL), null for Stripe's own.
   */
  stripe: { secretKey: string; webhookSecret: string; api: StripeApiTarget | null } | null;
  /** Minutes a checkout holds its seats (HOLD_MINUTES, default 15; issue #4). */
  holdMinutes: number;
  /** Megabytes of cached list answers per process (READ_CACHE_MB, default 64; 0 turns the cache off; lib/read-cache.ts). */
  readCacheMb: number;
  /**
   * Key of the signed download links (SIGNED_LINK_SECRET; lib/signed-links.ts, issue 28 finding 5).
   * Production: required, at least 32 characters, the same in every process of the site. Elsewhere
   * when unset: 32 random bytes drawn per process (links then open only on the process that made them).
   */
  signedLinkSecret: string;
  /** Milliseconds a request waits for a new PostgreSQL connection before it answers 503 (DB_CONNECT_TIMEOUT_MS, default 10000; 0 waits without limit; issue 28 finding 3). */
  dbConnectTimeoutMs: number;
  /**
   * Uploads (issue 28 finding 7; modules/files/upload-check.ts): the ClamAV daemon to scan every file
   * with (`CLAMAV_URL` tcp://host:port, or `CLAMAV_SOCKET` a Unix socket path; null when neither is
   * set: no scan), how long a scan may take (`CLAMAV_TIMEOUT_MS`, default 15000) and the per-account
   * storage quota in MB (`STORAGE_QUOTA_MB`, default 500; 0 turns the quota off).
   */
  uploads: {
    clamav: { host: string; port: number } | { socket: string } | null;
    clamavTimeoutMs: number;
    storageQuotaMb: number;
  };
}

/** Where the stripe client sends its calls (the SDK's host, port and protocol options). */
export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

const repoRoot = REPO_ROOT;

/** A whole number >= 0 from the environment, or the fallback when unset or empty; throws when malformed. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more); got "${raw}".`);
  return value;
}

/**
 * TRUST_PROXY (issue 34): unset, empty or `false` trusts nothing; a whole number is a hop count; else a
 * comma-separated list of proxy addresses or CIDRs. `true` is refused: it takes the left-most
 * X-Forwarded-For, which the client writes.
 */
function trustProxySetting(env: NodeJS.ProcessEnv): AppConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address (the left-most X-Forwarded-For). Set TRUST_PROXY ' +
        'to the number of proxies in front of the portal (e.g. 1), or to their addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16).',
    );
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = list.find((part) => !address.test(part));
  if (bad || list.length === 0)
    throw new Error(
      `TRUST_PROXY must be false, a hop count, or proxy addresses/CIDRs separated by commas; got "${bad ?? raw}".`,
    );
  return list;
}

/** A true/false setting; throws on anything else. */
function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false; got "${env[name]}".`);
}

/** PUBLIC_URL: required in production (every process builds the same links); else http://localhost:PORT. */
function publicUrlSetting(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env'], port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) {
    if (nodeEnv === 'production')
      throw new Error(
        'PUBLIC_URL must be set in production: the address members use to reach the portal (e.g. https://portal.example.org), ' +
          'the same in every process; links in mail and checkout return addresses are built on it.',
      );
    return `http://localhost:${port}`;
  }
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://portal.example.org; got "${raw}".`);
  }
  if (!/^https?:$/.test(parsed.protocol))
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://portal.example.org; got "${raw}".`);
  return raw.replace(/\/$/, '');
}

/** Drawn once per process: the SIGNED_LINK_SECRET outside production when unset. */
let processSignedLinkSecret: string | undefined;

/** SIGNED_LINK_SECRET: at least 32 characters in production; a per-process random key elsewhere when unset. */
function signedLinkSecret(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): string {
  const raw = env.SIGNED_LINK_SECRET?.trim();
  if (raw && raw.length >= 32) return raw;
  if (nodeEnv === 'production') {
    throw new Error(
      'SIGNED_LINK_SECRET must be set to at least 32 characters in production (the same value in every process).',
    );
  }
  if (raw) throw new Error('SIGNED_LINK_SECRET must be at least 32 characters.');
  processSignedLinkSecret ??= randomBytes(32).toString('hex');
  return processSignedLinkSecret;
}

/** The ClamAV daemon of CLAMAV_URL (tcp://host:port) or CLAMAV_SOCKET; throws when CLAMAV_URL is malformed. */
function clamavTarget(env: NodeJS.ProcessEnv): AppConfig['uploads']['clamav'] {
  const url = env.CLAMAV_URL?.trim();
  if (url) {
    const m = /^tcp:\/\/(\[[^\]]+\]|[^:/\s]+):(\d{1,5})\/?$/.exec(url);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535)
      throw new Error(`CLAMAV_URL must be tcp://host:port; got "${url}".`);
    return { host: m[1].replace(/^\[|\]$/g, ''), port: Number(m[2]) };
  }
  const socket = env.CLAMAV_SOCKET?.trim();
  return socket ? { socket } : null;
}

/**
 * The Stripe-compatible API server of STRIPE_API_URL (e.g. http://127.0.0.1:12111) or of
 * STRIPE_API_HOST with STRIPE_API_PORT (default 443, or 80 for http) and STRIPE_API_PROTOCOL
 * (default https); null when none is set. Throws on a malformed value or when both forms are set.
 */
function stripeApiTarget(env: NodeJS.ProcessEnv): StripeApiTarget | null {
  const url = env.STRIPE_API_URL?.trim();
  const host = env.STRIPE_API_HOST?.trim();
  const port = env.STRIPE_API_PORT?.trim();
  const protocol = env.STRIPE_API_PROTOCOL?.trim().toLowerCase();
  if (url && (host || port || protocol))
    throw new Error('Set either STRIPE_API_URL or STRIPE_API_HOST/STRIPE_API_PORT/STRIPE_API_PROTOCOL, not both.');
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`STRIPE_API_URL must be http(s)://host[:port]; got "${url}".`);
    }
    if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search)
      throw new Error(`STRIPE_API_URL must be http(s)://host[:port]; got "${url}".`);
    const scheme = parsed.protocol === 'http:' ? 'http' : 'https';
    return {
      host: parsed.hostname.replace(/^\[|\]$/g, ''),
      port: parsed.port ? Number(parsed.port) : scheme === 'http' ? 80 : 443,
      protocol: scheme,
    };
  }
  if (!host && !port && !protocol) return null;
  if (!host) throw new Error('STRIPE_API_PORT and STRIPE_API_PROTOCOL need STRIPE_API_HOST.');
  if (protocol && protocol !== 'http' && protocol !== 'https')
    throw new Error(`STRIPE_API_PROTOCOL must be http or https; got "${protocol}".`);
  const scheme = protocol === 'http' ? 'http' : 'https';
  const number = port ? Number(port) : scheme === 'http' ? 80 : 443;
  if (!Number.isInteger(number) || number < 1 || number > 65535)
    throw new Error(`STRIPE_API_PORT must be a port number; got "${port}".`);
  return { host, port: number, protocol: scheme };
}

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both set (Stripe Checkout), or neither (the built-in
 * test gateway). One without the other stops the start: without the webhook secret Stripe's
 * webhooks would answer 404 (members charged, orders never confirmed); without the key the webhook
 * secret serves nothing.
 */
function stripeConfig(env: NodeJS.ProcessEnv): AppConfig['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const api = stripeApiTarget(env);
  if (secretKey && !webhookSecret)
    throw new Error(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not. Set STRIPE_WEBHOOK_SECRET to the signing secret ' +
        '(whsec_...) of the webhook endpoint <PUBLIC_URL>/api/payments/stripe/webhook (Stripe Dashboard > ' +
        'Developers > Webhooks, or the one `stripe listen` prints), or unset STRIPE_SECRET_KEY to use the built-in test gateway.',
    );
  if (webhookSecret && !secretKey)
    throw new Error(
      'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not. Set STRIPE_SECRET_KEY to the secret API key ' +
        '(sk_live_... or sk_test_...) of the same Stripe account, or unset STRIPE_WEBHOOK_SECRET to use the built-in test gateway.',
    );
  return secretKey && webhookSecret ? { secretKey, webhookSecret, api } : null;
}

/** METRICS_TOKEN: null when unset; at least 16 characters when set (a guessable token exposes the metrics). */
function metricsToken(env: NodeJS.ProcessEnv): string | null {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return null;
  if (raw.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters.');
  return raw;
}

/** Builds the configuration from an environment map (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const tenant = getTenant(env.TENANT?.trim() || 'ota');
  const route = (env.COMMUNITIES_ROUTE?.trim() || '/communities') as CommunitiesRoute;
  if (!COMMUNITIES_ROUTES.includes(route)) {
    throw new Error(`COMMUNITIES_ROUTE must be one of ${COMMUNITIES_ROUTES.join(', ')}; got "${route}".`);
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number; got "${env.PORT}".`);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  const s3 =
    env.S3_ENDPOINT && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null;
  const stripe = stripeConfig(env);
  const config: AppConfig = {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    tenant,
    communitiesRoute: route,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    inMemoryDb: false,
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? `${tenant.shortName} <no-reply@portal.example.org>`,
    publicUrl: publicUrlSetting(env, nodeEnv, port),
    webDist: path.join(repoRoot, 'apps/web/dist'),
    devMail: nodeEnv !== 'production' && !smtpUrl ? true : env.DEV_MAIL === 'true',
    mailPollMs: Math.max(50, wholeNumber(env, 'MAIL_POLL_MS', nodeEnv === 'test' ? 200 : 2000)),
    refundPollMs: Math.max(50, wholeNumber(env, 'REFUND_POLL_MS', 5000)),
    webhooks: {
      pollMs: Math.max(20, wholeNumber(env, 'WEBHOOK_POLL_MS', 2000)),
      firstRetryMs: Math.max(10, wholeNumber(env, 'WEBHOOK_FIRST_RETRY_MS', 30_000)),
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE ? env.WEBHOOK_ALLOW_PRIVATE === 'true' : nodeEnv === 'test',
    },
    outboxRetentionDays: Math.max(1, wholeNumber(env, 'OUTBOX_RETENTION_DAYS', 30)),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : nodeEnv !== 'production',
    rateLimitPerMinute: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    apiKeyRatePerMinute: wholeNumber(env, 'API_KEY_RATE_PER_MINUTE', 600),
    trustProxy: trustProxySetting(env),
    databasePoolSize: Math.max(1, wholeNumber(env, 'DATABASE_POOL_SIZE', 10)),
    shutdownDrainMs: wholeNumber(env, 'SHUTDOWN_DRAIN_MS', 0),
    databaseNamedStatements: booleanSetting(env, 'DATABASE_NAMED_STATEMENTS', false),
    databaseMigrate: booleanSetting(env, 'DATABASE_MIGRATE', true),
    credentialLimits: {
      perIp: wholeNumber(env, 'CREDENTIAL_LIMIT_PER_IP', LIMITS.credentialAttemptsPerIp),
      perAccount: wholeNumber(env, 'CREDENTIAL_LIMIT_PER_ACCOUNT', LIMITS.credentialAttemptsPerAccount),
      perAccountHourly: wholeNumber(env, 'CREDENTIAL_LIMIT_PER_ACCOUNT_HOURLY', 100),
      windowMinutes: LIMITS.credentialWindowMinutes,
      codesPer15Minutes: wholeNumber(env, 'CODE_LIMIT_PER_ACCOUNT_15_MINUTES', 5),
      codesPerDay: wholeNumber(env, 'CODE_LIMIT_PER_ACCOUNT_DAILY', 10),
      accountMailsPerHour: wholeNumber(env, 'ACCOUNT_MAIL_LIMIT_HOURLY', 5),
    },
    publicSearchPerMinute: wholeNumber(env, 'PUBLIC_SEARCH_LIMIT_PER_MINUTE', 60),
    bodyLimit: wholeNumber(env, 'BODY_LIMIT', 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    metricsToken: metricsToken(env),
    s3,
    stripe,
    holdMinutes: wholeNumber(env, 'HOLD_MINUTES', 15) || 15,
    readCacheMb: wholeNumber(env, 'READ_CACHE_MB', 64),
    signedLinkSecret: signedLinkSecret(env, nodeEnv),
    dbConnectTimeoutMs: wholeNumber(env, 'DB_CONNECT_TIMEOUT_MS', 10_000),
    uploads: {
      clamav: clamavTarget(env),
      clamavTimeoutMs: wholeNumber(env, 'CLAMAV_TIMEOUT_MS', 15000) || 15000,
      storageQuotaMb: wholeNumber(env, 'STORAGE_QUOTA_MB', 500),
    },
  };
  return { ...config, ...overrides };
}
