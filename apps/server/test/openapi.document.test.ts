/**
 * The API document (issue 31 "OpenAPI"; apps/server/src/openapi/): OpenAPI 3.1, every operation
 * named (summary, operationId, tags: the route's own or the central table's), its security, its
 * error answers, downloads as binary, the SEARCH calls described as their POST .../search twins,
 * and no web routes. `npm run lint` lints the same document with Redocly (redocly.yaml).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/openapi/operations';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

interface Op {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas: Record<string, unknown> };
}

/** A route config as the API-keys module writes it (a variable: this config type may not name the field yet). */
const keyedConfig = { apiKeyScope: 'members:read' } as const;

let t: TestApp;
let doc: Doc;
const ops: { key: string; op: Op }[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {},
    {
      // A route with an API key scope, as the API-keys module marks its routes.
      beforeReady: (app) => {
        app.get(
          '/api/v1/test-only/keyed',
          {
            config: keyedConfig,
            schema: { summary: 'A keyed test route', operationId: 'testOnlyKeyed', tags: ['test'] },
          },
          async () => ({ ok: true }),
        );
      },
    },
  );
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) ops.push({ key: `${method.toUpperCase()} ${path}`, op });
});
afterAll(async () => t?.close());

describe('the API document', () => {
  it('is OpenAPI 3.1 with JSON Schema 2020-12 (no `nullable`)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    expect(ops.length).toBeGreaterThan(300);
  });

  it('names every operation: add each key listed here to apps/server/src/openapi/operations.ts (or give the route schema.summary, operationId and tags)', () => {
    const unnamed = ops
      .filter(({ op }) => !op.summary || !op.operationId || !op.tags?.length)
      .map(({ key, op }) =>
        [key, !op.summary && 'summary', !op.operationId && 'operationId', !op.tags?.length && 'tags']
          .filter(Boolean)
          .join(' '),
      );
    expect(unnamed).toEqual([]);
  });

  it('has unique camelCase operationIds and a table with no key the document lacks', () => {
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
    const keys = new Set(ops.map((o) => o.key));
    expect(Object.keys(OPERATIONS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('leaves out web routes, its own routes and SEARCH, and describes SEARCH calls as POST .../search', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/api/') || p.startsWith('/api/docs'))).toEqual([]);
    expect(ops.filter(({ key }) => key.startsWith('SEARCH '))).toEqual([]);
    expect(doc.paths['/api/content/news/search'].post.operationId).toBe('searchNews');
    expect(doc.paths['/api/content/resources/search'].post.operationId).toBe('searchResources');
  });

  it('gives each operation its security: none when public, the session, and the API key where a scope is set', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(ops.filter(({ op }) => !Array.isArray(op.security)).map((o) => o.key)).toEqual([]);
    expect(doc.paths['/api/v1/auth/sign-in'].post.security).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/event/list'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/test-only/keyed'].get.security).toEqual([{ session: [] }, { apiKey: ['members:read'] }]);
  });

  it('answers errors with the shared error body: 401 and 403 where a session is needed, 404 for an id, 429 everywhere', () => {
    const errorRef = { $ref: '#/components/schemas/ErrorBody' };
    expect(doc.components.schemas.ErrorBody).toMatchObject({ required: ['code', 'message'] });
    const ticket = doc.paths['/api/ticket/{id}'].get.responses;
    for (const status of ['400', '401', '403', '404', '429'])
      expect(ticket[status].content?.['application/json'].schema, status).toEqual(errorRef);
    const signIn = doc.paths['/api/v1/auth/sign-in'].post.responses;
    expect(signIn['429'].content?.['application/json'].schema).toEqual(errorRef);
    expect(ops.filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('4'))).map((o) => o.key)).toEqual(
      [],
    );
    expect(ops.filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('2'))).map((o) => o.key)).toEqual(
      [],
    );
  });

  it('describes downloads as binary with their media type', () => {
    const binary = { schema: { type: 'string', format: 'binary' } };
    expect(doc.paths['/api/ticket/{id}/pdf'].get.responses['200'].content).toEqual({ 'application/pdf': binary });
    expect(doc.paths['/api/v1/admin/events/{id}/attendees.csv'].get.responses['200'].content).toEqual({
      'text/csv': binary,
    });
    expect(doc.paths['/api/event/{id}/calendar.ics'].get.responses['200'].content).toEqual({ 'text/calendar': binary });
    expect(doc.paths['/api/cpd/period/{id}/auditpack'].get.responses['200'].content).toEqual({
      'application/zip': binary,
    });
    expect(doc.paths['/api/user/avatar/{fileId}'].get.responses['200'].content).toEqual({ 'image/jpeg': binary });
  });
});

describe('POST .../search, the twin of a SEARCH call', () => {
  it('answers what SEARCH answers, with the same auth', async () => {
    const account = await createAccount(t.ctx.db);
    const { authorization } = await signInAs(t.app, account.email);
    const body = { search: 'nothing like this', page: 1 };
    for (const url of ['/api/content/news', '/api/content/resources']) {
      const viaSearch = await t.app.inject({ method: 'SEARCH', url, headers: { authorization }, payload: body });
      const viaPost = await t.app.inject({
        method: 'POST',
        url: `${url}/search`,
        headers: { authorization },
        payload: body,
      });
      expect(viaSearch.statusCode, url).toBe(200);
      expect(viaPost.statusCode, url).toBe(200);
      expect(viaPost.json()).toEqual(viaSearch.json());
      const anonymous = await t.app.inject({ method: 'POST', url: `${url}/search`, payload: body });
      expect(anonymous.statusCode).toBe(401);
      const invalid = await t.app.inject({
        method: 'POST',
        url: `${url}/search`,
        headers: { authorization },
        payload: { page: 0 },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
