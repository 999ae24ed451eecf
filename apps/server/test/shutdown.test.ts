/**
 * Graceful shutdown (issue #2 §2): closing the app lets requests already being handled finish
 * their database work and answer before the app's close completes (server.ts closes the database
 * there); a stuck request delays the close at most 10 s.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

describe('graceful shutdown', () => {
  it('a request in flight when the app closes still reads the database and answers 200 before the close completes', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp(
      {},
      {},
      {
        beforeReady(app) {
          app.get('/api/test/slow', { config: { public: true } }, async () => {
            entered();
            await gate;
            const rows = (await t.ctx.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
              rows: { answer: number }[];
            };
            return { answer: Number(rows.rows[0].answer) };
          });
        },
      },
    );
    try {
      const events: string[] = [];
      const response = t.app.inject({ method: 'GET', url: '/api/test/slow' }).then((res) => {
        events.push('answered');
        return res;
      });
      await inHandler;
      const closing = t.app.close().then(() => events.push('closed'));
      // The close waits while the handler is still held at the gate.
      await new Promise((r) => setTimeout(r, 100));
      expect(events).toEqual([]);
      release();
      const res = await response;
      await closing;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ answer: 42 });
      expect(events).toEqual(['answered', 'closed']);
    } finally {
      release();
      await t.close();
    }
  });
});
