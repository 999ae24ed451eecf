/**
 * One rule for every request: no NUL character (U+0000) in any text the API receives. PostgreSQL
 * refuses NUL in `text` values, so without this rule a NUL in a field reached the database and
 * answered 500 on the routes that store or search text (sign-in, forgot-password, searches, posts...).
 *
 * A `preValidation` hook walks the parsed body, query string and path parameters (keys and values,
 * at any depth) before the zod schemas run, and answers 400 VALIDATION_ERROR naming the field:
 * `The field "email" contains a character that is not allowed.` Multipart text fields are read later
 * by the routes themselves; their reader calls `assertNoNul(fieldName, value)` for each one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const NUL = '\u0000';

/** The 400 for a field holding a NUL; `field` is a dotted path (`filters.roles.0`). */
export function notAllowedCharacter(field: string): AppError {
  const message = `The field "${field}" contains a character that is not allowed.`;
  return new AppError('VALIDATION_ERROR', message, { errors: [{ field, message }] });
}

/** Throws 400 VALIDATION_ERROR when a text value holds a NUL (for multipart fields read by a route). */
export function assertNoNul(field: string, value: string): void {
  if (value.includes(NUL)) throw notAllowedCharacter(field.replaceAll(NUL, ''));
}

/**
 * The dotted path of the first string (value or key) holding a NUL in `value`, or null. Walks with
 * an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function findNul(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return item.path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(item.path, String(i)) });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, child] of Object.entries(v)) {
        const path = join(item.path, key);
        if (key.includes(NUL)) return path;
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Registers the hook on `app` (before the routes, so it covers every one of them). */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part, '');
      if (field !== null) throw notAllowedCharacter(field.replaceAll(NUL, '') || 'body');
    }
  });
}
