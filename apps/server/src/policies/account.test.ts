import { describe, expect, it } from 'vitest';
import { checkOwnAccount } from './account';

describe('account policy', () => {
  it.each([
    ['own id', 'a', 'a', null],
    ['no id sent (the caller is meant)', 'a', undefined, null],
    ["another account's id", 'a', 'b', 'NOT_FOUND'],
    ['an empty id', 'a', '', 'NOT_FOUND'],
    ['null', 'a', null, 'NOT_FOUND'],
  ])('%s', (_, actor, target, code) => {
    expect(checkOwnAccount(actor, target)?.code ?? null).toBe(code);
  });
});
