import { it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed';
import { createTestApp } from './harness';
it('times seedIfEmpty', async () => {
  for (const tenant of (process.env.SEED_TENANTS ?? 'ota').split(',')) {
    const t = await createTestApp({ TENANT: tenant });
    const s = performance.now();
    await seedIfEmpty(t.ctx);
    console.log(`SEEDTIME ${tenant} ${Math.round(performance.now() - s)} ms`);
    await t.close();
  }
}, 300_000);
