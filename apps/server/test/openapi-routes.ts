/**
 * Every route of the API as its OpenAPI document describes it (GET /api/docs/json of a built app),
 * with a plausible request for each: path and query parameters and a JSON body sampled from their
 * schemas. The NUL and fuzz tests (nul.test.ts, fuzz.test.ts) derive bad requests from these.
 */
import type { FastifyInstance } from 'fastify';

/** The parts of a JSON schema the samples read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  params: Parameter[];
  /** The JSON body schema, or null when the route takes none (or takes multipart). */
  body: JsonSchema | null;
}

/** A request ready for `app.inject` (minus the caller). */
export interface RequestShape {
  method: string;
  url: string;
  query: Record<string, string>;
  body: unknown;
}

/** A fixed, well-formed UUID (v4 shape) that names no row. */
export const SAMPLE_UUID = '5d0f3c1e-8a2b-4c3d-9e4f-a1b2c3d4e5f6';

/** Every operation of the document, leaving out the docs and the development mail reader. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/dev/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

/** The first alternative of a union that is not plain null. */
function firstAlternative(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.find((o) => o.type !== 'null') ?? options[0];
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf);
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A valid-looking value for a schema: defaults and first enum values, every optional property filled. */
export function sampleOf(input: JsonSchema, depth = 0): unknown {
  const schema = firstAlternative(input);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return SAMPLE_UUID;
      if (schema.format === 'email') return 'fuzz.person@example.test';
      if (schema.format === 'date-time') return '2030-01-01T10:00:00.000Z';
      if (schema.format === 'date') return '2030-01-01';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 6 || !schema.items
        ? []
        : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
            sampleOf(schema.items as JsonSchema, depth + 1),
          );
    case 'object':
      return depth > 6
        ? {}
        : Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v, depth + 1)] as const),
          );
    default:
      return 'x';
  }
}

/** A parameter's sample as the text it travels as. */
export function sampleParam(p: Parameter): string {
  const v = sampleOf(p.schema);
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The request with every parameter and the body sampled; `overrides` replaces parameter texts by name. */
export function sampleRequest(op: Operation, overrides: Record<string, string> = {}): RequestShape {
  const value = (p: Parameter) => overrides[p.name] ?? sampleParam(p);
  let url = op.path;
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value(p)));
    else query[p.name] = value(p);
  }
  return { method: op.method, url, query, body: op.body ? sampleOf(op.body) : undefined };
}

/** Paths (as key lists) of every string leaf of a value. */
export function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** Paths of every leaf and container below the root of a value (for replacing one part). */
export function allPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const own = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => allPaths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [...own, ...Object.entries(value).flatMap(([k, v]) => allPaths(v, [...at, k]))];
  return own;
}

/** A copy of `value` with the part at `path` replaced (the root when `path` is empty). */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = replacement;
  return copy;
}
