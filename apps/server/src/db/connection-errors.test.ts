/**
 * The classifiers of database errors (issue 28 findings 3 and 8): lost connections (503) and errors a
 * request caused (400/409), including errors Drizzle wraps in `cause`.
 */
import { describe, expect, it } from 'vitest';
import { pgErrorAnswer } from '../lib/pg-errors';
import { isConnectionLost } from './connection-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows terminated backends, refused sockets and pg client messages, also wrapped by Drizzle', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', 'ECONNRESET', 'ECONNREFUSED'])
      expect(isConnectionLost(pgError(code)), code).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: begin'), { cause: pgError('57P01') });
    expect(isConnectionLost(wrapped)).toBe(true);
  });

  it('leaves errors of the SQL itself alone', () => {
    for (const code of ['23505', '22003', '42601', '40001']) expect(isConnectionLost(pgError(code)), code).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});

describe('pgErrorAnswer', () => {
  it('maps out-of-range and invalid text to 400 VALIDATION_ERROR and unique violations to 409 CONFLICT', () => {
    expect(pgErrorAnswer(pgError('22003'))?.code).toBe('VALIDATION_ERROR');
    expect(pgErrorAnswer(pgError('22P02'))?.code).toBe('VALIDATION_ERROR');
    expect(pgErrorAnswer(Object.assign(new Error('Failed query'), { cause: pgError('23505') }))?.code).toBe('CONFLICT');
    expect(pgErrorAnswer(pgError('57P01'))).toBeNull();
    expect(pgErrorAnswer(new Error('boom'))).toBeNull();
  });
});
