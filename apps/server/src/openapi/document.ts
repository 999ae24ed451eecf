/**
 * The API document (OpenAPI 3.1, served at /api/docs/json; issue 31 "OpenAPI").
 *
 * `swaggerOptions()` is what app.ts hands @fastify/swagger. Every route's zod schemas become JSON
 * Schema 2020-12 (fastify-type-provider-zod's transform, target `draft-2020-12`), and then each
 * operation is completed from what the route already says about itself:
 * - summary, operationId, tags: the route's own `schema` wins, otherwise the central table
 *   (openapi/operations.ts, keyed "METHOD /openapi/{path}"); a route in neither has none, and
 *   test/openapi.document.test.ts names it;
 * - security: none for `config.public`, otherwise the session bearer, and also the `apiKey` bearer
 *   (with the key's scope as its role) for routes whose config names an `apiKeyScope`;
 * - error answers: the shared error body (packages/shared/src/errors.ts, component `ErrorBody`) for
 *   400 (the route takes input), 401 and 403 (it needs a session), 404 (it names a row or belongs to
 *   a tenant feature) and 429 (every route: the per-IP limit), besides those the route declares;
 * - downloads (the table's `download`, or else a route's `schema.produces` when it has no success
 *   schema): a binary 200 with its media types.
 * Left out of the document: web routes (anything outside /api/), the document's own routes, and the
 * spec's `SEARCH` calls, which are described by their `POST <path>/search` twins (`registerSearchTwins`).
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { ErrorBodySchema } from '@portal/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATIONS, type OperationDoc, TAG_DESCRIPTIONS } from './operations';

/** The security schemes of the document: both travel as `Authorization: Bearer <token>`. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A member's or staff member's session: the access token answered by POST /api/v1/auth/sign-in (or the sign-in-with-code calls). It expires with the session; sign out ends it.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An integration key an Admin issued (Admin → API keys): shown once when created, sent as a bearer token, and accepted only by the operations whose scope the key holds (the role named in the security requirement: members:read, events:read, invoices:read, members:write, webhooks).',
  },
} as const;

/** Why each shared error status is answered (the response descriptions). */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `errors` names each field and what is wrong with it.',
  401: 'No valid session or key: sign in again.',
  403: 'The caller may not do this (their role, an impersonation session, or the state of the item).',
  404: 'Nothing with this id is visible to the caller, or the feature is off for this association.',
  409: 'The item is not in a state that allows this now (already done, closed, sold out).',
  413: 'The upload or body is larger than allowed.',
  415: 'The file type is not one that is accepted.',
  429: 'Too many requests from this address or account: wait and try again.',
};

/** The zod schemas with a component name in the document. */
const registry = z.registry<{ id: string }>();
registry.add(ErrorBodySchema, { id: 'ErrorBody' });

const zodTransform = createJsonSchemaTransform({ skipList: [], schemaRegistry: registry });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });

/** "METHOD /path/{param}" of a Fastify method and URL ("/path/:param"). */
export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** True for a route the document leaves out (see the module comment). */
export function isUndocumented(method: string, url: string): boolean {
  return method === 'SEARCH' || method === 'HEAD' || !url.startsWith('/api/') || url.startsWith('/api/docs');
}

type RouteConfig = { public?: boolean; apiKeyScope?: string; feature?: string; signedLink?: boolean };
type Json = Record<string, unknown>;

/** The API key scope a route accepts (set by the API-keys module on the route config), if any. */
function apiKeyScopeOf(config: RouteConfig | undefined): string | null {
  const scope = config?.apiKeyScope;
  return typeof scope === 'string' && scope.length > 0 ? scope : null;
}

function errorResponse(status: number, schema: unknown): Json {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'The request failed.',
    content: { 'application/json': { schema } },
  };
}

/**
 * The transform of one route (an @fastify/swagger `transform`): the zod schemas as JSON Schema,
 * then the operation's name, security, error answers and download type as described above.
 */
function transform(input: Parameters<typeof zodTransform>[0]): ReturnType<typeof zodTransform> {
  const route = (input as { route: RouteOptions }).route;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((m) => isUndocumented(m, input.url))) return { schema: { hide: true }, url: input.url };
  const result = zodTransform(input);
  // A route without a schema still gets a name (from the table), security and answers.
  const schema = (result.schema ?? {}) as Json;
  if (schema.hide) return result;

  const config = route.config as RouteConfig | undefined;
  const documented = methods.filter((m) => !isUndocumented(m, input.url));
  const entry: OperationDoc | undefined = OPERATIONS[operationKey(documented[0], input.url)];
  if (!schema.summary && entry) schema.summary = entry.summary;
  if (!schema.operationId && entry) schema.operationId = entry.operationId;
  if (!(Array.isArray(schema.tags) && schema.tags.length > 0) && entry?.tags) schema.tags = entry.tags;
  if (!schema.description && entry?.description) schema.description = entry.description;
  if (!schema.description && config?.signedLink)
    schema.description =
      'Also opens without a session through a signed download link (POST /api/v1/files/signed-links), for a browser that cannot send the Authorization header.';

  const scope = apiKeyScopeOf(config);
  if (!schema.security) {
    schema.security = config?.public ? [] : [{ session: [] }, ...(scope ? [{ apiKey: [scope] }] : [])];
  }

  const response = { ...((schema.response as Json | undefined) ?? {}) };
  const errorBody = { $ref: '#/components/schemas/ErrorBody' };
  // Statuses the route declares with the shared error body get their description.
  for (const [status, value] of Object.entries(response)) {
    const v = value as Json;
    if (v.$ref === errorBody.$ref) response[status] = errorResponse(Number(status), errorBody);
  }
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || input.url.includes(':'));
  const statuses = [
    ...(takesInput ? [400] : []),
    ...(config?.public ? [] : [401, 403]),
    ...(input.url.includes(':') || config?.feature ? [404] : []),
    429,
  ];
  for (const status of statuses) response[status] ??= errorResponse(status, errorBody);

  if (entry?.download) {
    response[200] = {
      description: entry.download.description,
      content: Object.fromEntries(
        entry.download.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  if (!Object.keys(response).some((s) => s.startsWith('2'))) {
    // A route that says what it produces (`schema.produces`) but has no table entry: a download.
    const produces = Array.isArray(schema.produces) ? (schema.produces as string[]) : [];
    response[200] = produces.length
      ? {
          description: 'The file.',
          content: Object.fromEntries(produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        }
      : { description: 'Done.', type: 'null' };
  }
  schema.response = response;
  return { schema, url: result.url };
}

/**
 * The transform of the whole document: the named zod components that some operation uses
 * (ErrorBody), and the tags (areas) with their descriptions, by name.
 */
function transformObject(input: Parameters<typeof zodTransformObject>[0]): ReturnType<typeof zodTransformObject> {
  const doc = zodTransformObject(input) as Json & {
    paths?: Record<string, Record<string, { tags?: string[] }>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const tags = new Set<string>();
  for (const methods of Object.values(doc.paths ?? {}))
    for (const op of Object.values(methods)) for (const tag of op.tags ?? []) tags.add(tag);
  doc.tags = [...tags]
    .sort()
    .map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }));
  const schemas = doc.components?.schemas;
  if (schemas) {
    const text = JSON.stringify(doc.paths);
    for (const name of Object.keys(schemas)) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return doc as ReturnType<typeof zodTransformObject>;
}

/** The options of @fastify/swagger for this API. */
export function swaggerOptions(): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member portal API',
        version: '0.1.0',
        description:
          'The API of the member portal: what the web app uses, and (with an Admin-issued API key) what integrations may call. Errors answer `{ code, message, errors? }` (ErrorBody).',
      },
      servers: [{ url: '/', description: 'This portal: the API is served on the same origin as the web app.' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject,
  } as SwaggerOptions;
}

const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;

/**
 * Serves every `SEARCH <path>` route also as `POST <path>/search`: the same handler, schema,
 * config (auth, feature, rate limits) and hooks. OpenAPI has no SEARCH method, so the document
 * describes the POST twin and hides the SEARCH call, which the web client keeps making.
 * Call before the routes are registered.
 */
export function registerSearchTwins(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('SEARCH')) return;
    const twin: RouteOptions = {
      method: 'POST',
      url: `${route.url}/search`,
      handler: route.handler,
      schema: route.schema,
      config: route.config,
      bodyLimit: route.bodyLimit,
      attachValidation: route.attachValidation,
      errorHandler: route.errorHandler,
    };
    for (const hook of ROUTE_HOOKS) if (route[hook]) (twin as unknown as Json)[hook] = route[hook];
    this.route(twin);
  });
}
