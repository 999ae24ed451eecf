/**
 * buildApp(options): the whole server as a Fastify instance, used by server.ts and by the tests.
 *
 * Request flow: security headers (helmet) → global per-IP limit → NUL guard (preValidation)
 * → auth preValidation (feature guard, session; a staff area then its own check) → zod validation → route → service → zod serialization; errors go through one handler.
 */
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DbHandle, dbOptionsFor, openDb } from './db/client';
import { needsSeed } from './db/seed/needs-seed';
import {
  accountDetailsRoutes,
  accountProfileRoutes,
  accountRoutes,
  avatarRoutes,
  onboardingRoutes,
} from './modules/account';
import { announcementRoutes } from './modules/announcements';
import { apiKeyRoutes } from './modules/api-keys';
import { auditRoutes } from './modules/audit';
import { sharedRequestLimitStore } from './modules/identity';
import { scheduleWebhookDelivery, webhookRoutes } from './modules/webhooks';
import { authRoutes, purgeExpired } from './modules/auth';
import { paymentsPlugin, registerFulfilment, staffInvoiceRoutes } from './modules/billing';
import { cartRoutes, checkoutRoutes, prepareCartFulfilment } from './modules/cart';
import { communitiesPlugin, searchTags } from './modules/communities';
import { assetRoutes, contentAdminRoutes, contentRoutes, favouriteRoutes } from './modules/content';
import { cpdPlugin } from './modules/cpd';
import { directoryRoutes } from './modules/directory';
import { enquiryRoutes } from './modules/enquiries';
import { eventsPlugin, mailOrderConfirmation } from './modules/events';
import { collectSignableRoutes, signedLinkRoutes, sweepOrphanFiles } from './modules/files';
import { createJobScheduler, schedule } from './modules/jobs';
import { createMailer, scheduleMailDelivery, scheduleOutboxRetention } from './modules/mail';
import { memberImportRoutes } from './modules/member-import';
import { createMetrics, registerMetricsRoute } from './modules/metrics';
import { membersAdminRoutes } from './modules/members';
import { extendRenewal, membershipPlugin } from './modules/membership';
import { notificationMailRoutes, notificationRoutes, scheduleNotificationMail } from './modules/notifications';
import { organisationRoutes } from './modules/organisations';
import { preferencesPlugin } from './modules/preferences';
import { searchRoutes } from './modules/search';
import { serverValueRoutes } from './modules/server-values';
import { systemRoutes } from './modules/system';
import { registerSearchTwins, swaggerOptions } from './openapi/document';
import { ReadCache } from './lib/read-cache';
import { sha256 } from './lib/crypto';
import { requestSerializer } from './lib/log-redaction';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler';
import { trackInFlight } from './plugins/in-flight';
import { registerNulGuard } from './plugins/nul-guard';
import { registerRequestIdEcho, requestIdOf } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { apiKeyFromHeader } from './plugins/auth';
import { registerAuth } from './plugins/session';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database (tests share one); otherwise one is opened from the config. */
  dbHandle?: DbHandle;
  /** Close `dbHandle` when the app closes (server.ts opens it early and hands it over). */
  ownsDb?: boolean;
  /** false: no log; a stream: the log at `level` written there (tests read what was logged); default: stdout at LOG_LEVEL. */
  logger?: boolean | { level: string; stream: { write(line: string): void } };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the server. Opens and migrates the database, seeds demo data when asked and empty. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
    // Every logged request line goes through the redacting serializer (issue 28 finding 5).
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { ...options.logger, serializers: { req: requestSerializer } }
          : { level: config.logLevel, serializers: { req: requestSerializer } },
    bodyLimit: config.bodyLimit,
    // A hop count trusts that many proxies from the socket inwards (Fastify's own reading of a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Graceful shutdown (issue 34): on close, idle keep-alive connections end at once and a request
    // arriving on a connection after that is answered 503 (with Connection: close).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Request ids: a sane incoming X-Request-Id or a new UUID, logged as `reqId` (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin, so every route (the docs' too) answers errors in the one shape.
  registerErrorHandler(app);
  registerRequestIdEcho(app);
  // Before the in-flight counter's hooks (a request counts until its answer has this header). Requests still running when the app starts closing answer with Connection: close, so their
  // keep-alive connections end with the answer and the close does not wait on them (issue 34).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  const inFlight = trackInFlight(app);

  const dbHandle = options.dbHandle ?? (await openDb(dbOptionsFor(config)));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const readCache = new ReadCache({ maxBytes: config.readCacheMb * 1024 * 1024 });
  // Prometheus metrics (modules/metrics): every answered request, every job run of this process.
  const metrics = createMetrics(dbHandle.db, dbHandle.kind);
  metrics.observeRequests(app);
  const jobs = createJobScheduler({ db: dbHandle.db, log: app.log, onRun: metrics.recordJobRun });
  const ctx: AppContext = {
    db: dbHandle.db,
    config,
    mailer,
    log: app.log,
    readCache,
    jobs,
    lifecycle: { draining: false },
  };
  // Billing imports neither events nor membership: the selling modules hand it their handlers.
  registerFulfilment({
    cart: prepareCartFulfilment,
    invoicePaid: { renewal: extendRenewal },
    orderConfirmed: mailOrderConfirmation,
  });

  if (config.seedDemo && (await needsSeed(ctx.db))) {
    const { seedIfEmpty } = await import('./db/seed');
    await seedIfEmpty(ctx);
  }

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Nothing of the portal is framed, not even by itself (issue 28 finding 9: clickjacking).
    frameguard: { action: 'deny' },
  });
  // Per IP, and per API key for calls made with one (issue 31: API_KEY_RATE_PER_MINUTE), shared by
  // every process on PostgreSQL (issue 34: modules/identity/request-limit-store.ts; in process on PGlite).
  if (config.rateLimitPerMinute > 0 || config.apiKeyRatePerMinute > 0) {
    const keyOf = (req: FastifyRequest) => {
      const apiKey = apiKeyFromHeader(req.headers.authorization);
      // A request whose socket closed under overload has no address any more (issue 34: `req.ip`
      // undefined crashed the limiter with a 500): it counts under one shared key.
      return apiKey ? `api-key:${sha256(apiKey)}` : (req.ip ?? req.socket?.remoteAddress ?? 'unknown');
    };
    const maxOf = (key: string) =>
      key.startsWith('api-key:') ? config.apiKeyRatePerMinute : config.rateLimitPerMinute;
    // The load balancer's probes are not limited (liveness must not wait on the limiter's write).
    const isProbe = (req: FastifyRequest) => req.url === '/api/health' || req.url === '/api/ready';
    const store = sharedRequestLimitStore(dbHandle.db, dbHandle.kind);
    await app.register(rateLimit, {
      timeWindow: '1 minute',
      keyGenerator: keyOf,
      max: (_req, key) => maxOf(key),
      allowList: (req, key) => isProbe(req) || maxOf(key) === 0,
      ...(store ? { store } : {}),
    });
  }
  // The API document, OpenAPI 3.1 (openapi/document.ts); SEARCH routes are also served as POST .../search.
  await app.register(swagger, swaggerOptions());
  registerSearchTwins(app);
  // The API documentation is public (README: served at /api/docs), like the health check.
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/'))
      route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Both are preValidation hooks, run in this order: a NUL is refused (400) before anything else,
  // then the session is settled (401) before a staff area's own check (403) and the body's schema (400).
  registerNulGuard(app);
  registerAuth(app, ctx, inFlight);
  // Before the routes: the file routes that open through a signed download link (issue 28 finding 5).
  const signable = collectSignableRoutes(app);
  await app.register(authRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(accountDetailsRoutes(ctx));
  await app.register(enquiryRoutes(ctx));
  await app.register(accountProfileRoutes(ctx));
  await app.register(onboardingRoutes(ctx));
  await app.register(avatarRoutes(ctx));
  await app.register(organisationRoutes(ctx));
  await app.register(directoryRoutes(ctx));
  await app.register(systemRoutes(ctx));
  registerMetricsRoute(app, metrics, config.metricsToken);
  app.addHttpMethod('SEARCH', { hasBody: true });
  await app.register(contentRoutes(ctx));
  await app.register(assetRoutes(ctx));
  await app.register(favouriteRoutes(ctx));
  await app.register(contentAdminRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(notificationMailRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(communitiesPlugin(ctx));
  await app.register(eventsPlugin(ctx, { searchTags }));
  await app.register(cpdPlugin(ctx));
  await app.register(cartRoutes(ctx));
  await app.register(checkoutRoutes(ctx));
  await app.register(paymentsPlugin(ctx));
  await app.register(membershipPlugin(ctx));
  await app.register(memberImportRoutes(ctx));
  await app.register(preferencesPlugin(ctx));
  await app.register(announcementRoutes(ctx));
  await app.register(serverValueRoutes(ctx));
  await app.register(membersAdminRoutes(ctx));
  await app.register(staffInvoiceRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(apiKeyRoutes(ctx));
  await app.register(webhookRoutes(ctx));
  await app.register(signedLinkRoutes(ctx, signable));

  const serveIndex = await registerWeb(app, config);
  if (serveIndex) {
    app.get('/', { config: { public: true } }, (_req, reply) => serveIndex(reply));
    app.get('/index.html', { config: { public: true } }, (_req, reply) => serveIndex(reply));
  }
  registerNotFoundHandler(app, serveIndex);

  // Expired sessions, codes and reset tokens: purged hourly by one process of all (first look 5 s after start).
  schedule(ctx, { name: 'auth.purge-expired', everyMs: 3_600_000, run: () => purgeExpired(ctx) });
  // The mail outbox: due mails delivered every MAIL_POLL_MS by one process of all (issue 30).
  scheduleMailDelivery(ctx);
  // Webhooks: due events POSTed every WEBHOOK_POLL_MS by one process of all (issue 31).
  scheduleWebhookDelivery(ctx);
  scheduleOutboxRetention(ctx);
  // Notification mails: real time every minute, daily and weekly digests (issue 17).
  scheduleNotificationMail(ctx);
  // Stored files no row names (a process killed mid-upload), a day after they were written.
  schedule(ctx, {
    name: 'files.sweep-orphans',
    everyMs: 3_600_000,
    run: (signal) => sweepOrphanFiles(ctx, { signal }),
  });
  app.addHook('onClose', async () => {
    // The server has stopped taking requests; those still running and a job being run finish before
    // the database closes.
    const [drained, jobsDone] = await Promise.all([inFlight.drained(10_000), jobs.close(10_000)]);
    if (!drained) app.log.warn(`closing with ${inFlight.count()} request(s) still running`);
    if (!jobsDone) app.log.warn('closing with a scheduled job still running');
    mailer.close();
    if (!options.dbHandle || options.ownsDb) await dbHandle.close();
  });
  return { app, ctx };
}
