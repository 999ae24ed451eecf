/**
 * What every service receives: the database, the configuration, the mailer, a logger, the read cache
 * and the scheduler of recurring jobs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { ReadCache } from './lib/read-cache';
import type { JobScheduler } from './modules/jobs';
import type { Mailer } from './modules/mail';

export interface AppContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Answers cached under the read version they were built at (lib/read-cache.ts). */
  readCache: ReadCache;
  /** Recurring jobs claimed in the database (modules/jobs/scheduler.ts: `schedule(ctx, job)`). */
  jobs: JobScheduler;
  /** Set once the process drains before stopping (lib/shutdown.ts): GET /api/ready then answers 503. */
  lifecycle: { draining: boolean };
}

/** The signed-in caller, resolved from the bearer token by plugins/auth.ts. */
export interface Actor {
  id: string;
  role: number;
  contactTypes: string[];
  /** The account's segments (spec 03 §4), ascending, as of the session lookup. */
  segmentIds: number[];
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
  impersonatorId: string | null;
  /** The impersonating Admin's email (audit entries name them); absent or null otherwise. */
  impersonatorEmail?: string | null;
}

/** The API key a call was made with (issue 31; modules/api-keys), as `request.apiKey` carries it. */
export interface RequestApiKey {
  id: string;
  name: string;
  /** API_KEY_SCOPES values. */
  scopes: string[];
  /** The creating Admin's account (the audit row's actor id), or null when it is gone. */
  creatorId: string | null;
}
