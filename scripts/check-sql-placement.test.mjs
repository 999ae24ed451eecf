/** Unit test of the SQL placement rule (`node --test scripts/`; `npm run lint` runs it). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { violationsOf } from './check-sql-placement.mjs';

const SERVICE = 'apps/server/src/modules/demo/demo.service.ts';
const REPOSITORY = 'apps/server/src/modules/demo/demo.repository.ts';
const messagesOf = (file, text) => violationsOf(file, text).map((v) => `${v.line}: ${v.message}`);

test('a service importing sql from drizzle-orm fails, with the line of the import', () => {
  const text = "import { eq } from 'drizzle-orm';\nimport {\n  and,\n  sql,\n} from 'drizzle-orm';\n";
  assert.deepEqual(messagesOf(SERVICE, text), ['2: imports `sql` from drizzle-orm outside a repository']);
});

test('a service importing only the SQL type or builder helpers passes', () => {
  const text = "import { type SQL, eq } from 'drizzle-orm';\nimport type { sql } from 'drizzle-orm';\n";
  assert.deepEqual(messagesOf(SERVICE, text), []);
});

test('the raw query helper, .execute( and schema tables outside a repository fail', () => {
  const text = [
    "import { query } from '../../db/raw-query';",
    "import { contentFiles, type accounts } from '../../db/schema';",
    'await ctx.db.execute(statement);',
  ].join('\n');
  assert.deepEqual(messagesOf(SERVICE, text), [
    '1: imports the raw `query` helper outside a repository',
    '2: imports the table `contentFiles` from db/schema outside a repository (builder statements are SQL too)',
    '3: runs SQL (`.execute(`) outside a repository',
  ]);
});

test('comments that mention SQL do not count', () => {
  const text =
    "/** Runs db.execute(x) with sql from 'drizzle-orm' */\n// import { sql } from 'drizzle-orm';\nconst a = 1;\n";
  assert.deepEqual(messagesOf(SERVICE, text), []);
});

test('repositories, the database layer and tests may hold SQL', () => {
  const text = "import { sql } from 'drizzle-orm';\nawait db.execute(sql`select 1`);\n";
  assert.deepEqual(messagesOf(REPOSITORY, text), []);
  assert.deepEqual(messagesOf('apps/server/src/db/raw-query.ts', text), []);
  assert.deepEqual(messagesOf('apps/server/src/db/seed/demo.seed.ts', text), []);
  assert.deepEqual(messagesOf('apps/server/src/modules/demo/demo.test.ts', text), []);
  assert.deepEqual(messagesOf('apps/server/test/demo.test.ts', text), []);
});

test('a repository importing a presenter, service or routes file fails (type imports too)', () => {
  const text = [
    "import type { DemoRow } from './demo.presenter';",
    "import { other } from '../other/other.service';",
    "import { routes } from './demo.routes';",
    "import { fine } from './demo-helpers';",
  ].join('\n');
  assert.deepEqual(
    violationsOf(REPOSITORY, text).map((v) => v.line),
    [1, 2, 3],
  );
});
