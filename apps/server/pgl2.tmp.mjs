import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
const { openDb } = await import('/work/main/apps/server/src/db/client.ts');
let t = performance.now();
const c0 = await PGlite.create({});
console.log('bare create', (performance.now()-t)|0); t = performance.now();
const h = await openDb({ databaseUrl: null, pgliteDir: null });
console.log('open+migrate', (performance.now()-t)|0); t = performance.now();
const client = h.db.$client;
const dump = await client.dumpDataDir('none');
console.log('dump', (performance.now()-t)|0, dump.size); t = performance.now();
for (let i=0;i<3;i++){ t = performance.now();
const c2 = await PGlite.create({ loadDataDir: dump });
const r = await c2.query('select count(*) from accounts');
console.log('load', (performance.now()-t)|0, r.rows); }
