/**
 * Fixture building: every mocked answer goes through the shared zod schema of its endpoint
 * (packages/shared), typed by the schema's input and parsed at build time, so a contract change
 * breaks the fixtures (at compile time for a renamed or retyped field, at run time for a new rule).
 */
import type { z } from 'zod';

/** Parses `value` with `schema` and returns the parsed answer. @throws ZodError when it breaks the contract. */
export function fixture<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  return schema.parse(value);
}
