/**
 * The bare server of the ceiling benchmark (run as a child process by ceiling.ts): Fastify with one
 * route doing a primary-key SELECT on a small table, on the database the product would use:
 * DATABASE_URL (node-postgres pool of 10, like the product) or else PGlite in a temporary folder.
 * Prints "READY <port>" when listening; SIGTERM drops the table and exits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const ROWS = 1000;
const table = `bench_ceiling_${process.pid}`;

interface Db {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  kind: string;
}

async function openDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { kind: 'postgres', query: (t, p) => pool.query(t, p as unknown[]), close: () => pool.end() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-'));
  const client = await PGlite.create({ dataDir: dir });
  return {
    kind: 'pglite',
    query: async (t, p) => ({ rows: (await client.query<Record<string, unknown>>(t, p as unknown[])).rows }),
    close: async () => {
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const db = await openDb();
await db.query(
  `create table ${table} (id integer primary key, name text not null, email text not null, created_at timestamptz not null default now())`,
);
await db.query(
  `insert into ${table} (id, name, email) select g, 'Member ' || g, 'member' || g || '@example.org' from generate_series(1, ${ROWS}) g`,
);

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/items/:id', async (req, reply) => {
  const { rows } = await db.query(`select id, name, email, created_at from ${table} where id = $1`, [
    Number(req.params.id),
  ]);
  if (!rows[0]) return reply.status(404).send({ message: 'not found' });
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : ''} ${db.kind}`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await db.query(`drop table if exists ${table}`).catch(() => undefined);
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
