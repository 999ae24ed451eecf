/**
 * `npm run db:seed`: seeds the demo data into the configured database when it is empty.
 * `npm run db:seed -- --force` empties the accounts first (refused in production).
 */
import { ReadCache } from '../../lib/read-cache';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../config';
import { createJobScheduler } from '../../modules/jobs';
import { createMailer } from '../../modules/mail';
import { openDb } from '../client';
import { seedIfEmpty } from './index';

const config = loadConfig();
const force = process.argv.includes('--force');
if (force && config.env === 'production') {
  console.error('Refusing to wipe data in production.');
  process.exit(1);
}
const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
if (force) {
  await handle.db.execute(sql`truncate accounts, segments restart identity cascade`);
  // TRUNCATE fires no row triggers: running servers learn of the wipe through the read versions.
  await handle.db.execute(sql`update read_versions set version = version + 1`);
}
const log = pino({ level: 'info' });
const seeded = await seedIfEmpty({
  db: handle.db,
  config,
  mailer: createMailer({ smtpUrl: null, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }),
  log,
  readCache: new ReadCache({ maxBytes: 0 }),
  jobs: createJobScheduler({ db: handle.db, log }),
  lifecycle: { draining: false },
});
console.log(
  seeded ? 'Demo data seeded.' : 'The database already has accounts; nothing seeded (use --force to re-seed).',
);
await handle.close();
