/**
 * A throw-away PostgreSQL database for one test file or one test server: created on the server that
 * `serverUrl` names (any database on it), optionally as a copy of a template database (`CREATE
 * DATABASE … TEMPLATE`, which needs no other session on the template), and dropped by `drop()`
 * (`WITH (FORCE)`, so open connections do not keep it). Its commits do not wait for the WAL to reach
 * the disk (`synchronous_commit = off` for sessions opened from now on): a crash would lose only the
 * last commits of a database the run throws away. Names are the caller's (no user input).
 */
import pg from 'pg';

export interface ScratchDatabase {
  /** The database's name. */
  name: string;
  /** `serverUrl` with the database's name as its path. */
  url: string;
  /** Drops the database (nothing when already gone). */
  drop(): Promise<void>;
}

/** Runs one statement on the server of `serverUrl`. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` (a copy of `template` when given) on the server of `serverUrl`. */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  await onServer(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropScratchDatabase(serverUrl, name) };
}

/** Drops the database `name` on the server of `serverUrl`, with its open connections. */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
