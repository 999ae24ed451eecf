/**
 * Whole-number ids of the contract (issue 28 finding 8): every id that reaches an `integer` column
 * is 1..2147483647 (PostgreSQL int4), so an id out of that range answers 400 VALIDATION_ERROR at the
 * schema instead of reaching the database and failing there (22003, a 500 before).
 */
import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4), 2^31 - 1. */
export const INT32_MAX = 2_147_483_647;

/** An integer id in a JSON body or answer: 1..INT32_MAX. */
export const idSchema = z.number().int().min(1).max(INT32_MAX);

/** An integer id in a path or query string (text coerced to a number): 1..INT32_MAX. */
export const idParamSchema = z.coerce.number().int().min(1).max(INT32_MAX);
