/** Table-driven checks of the CPD policy (policies/cpd.ts). */
import { describe, expect, it } from 'vitest';
import { checkCertificate, checkChangeRecord, checkCompliance, checkOwn, checkUnenrol, checkUserId } from './cpd';

const me = { id: 'a', role: 0, contactTypes: ['Member'] };
const staff = { id: 's', role: 0, contactTypes: ['Staff'] };
const mine = { accountId: 'a' };
const theirs = { accountId: 'b' };

describe('CPD policy', () => {
  const cases: [string, () => unknown, string | null][] = [
    ['own record', () => checkOwn(me, mine), null],
    ['another member record', () => checkOwn(me, theirs), 'NOT_FOUND'],
    ['missing record', () => checkOwn(me, null), 'NOT_FOUND'],
    ['edit own outside record', () => checkChangeRecord(me, { ...mine, relatedEventId: null }), null],
    ['edit own event record', () => checkChangeRecord(me, { ...mine, relatedEventId: 3 }), 'FORBIDDEN'],
    ['edit another record', () => checkChangeRecord(me, { ...theirs, relatedEventId: null }), 'NOT_FOUND'],
    ['certificate of event record', () => checkCertificate(me, { ...mine, relatedEventId: 3 }), null],
    ['certificate of outside record', () => checkCertificate(me, { ...mine, relatedEventId: null }), 'NOT_FOUND'],
    ['certificate of another', () => checkCertificate(me, { ...theirs, relatedEventId: 3 }), 'NOT_FOUND'],
    ['userId absent', () => checkUserId(me, undefined), null],
    ['userId self', () => checkUserId(me, 'a'), null],
    ['userId other', () => checkUserId(me, 'b'), 'NOT_FOUND'],
    ['unenrol active', () => checkUnenrol(me, { ...mine, status: 'Active' }), null],
    ['unenrol pending', () => checkUnenrol(me, { ...mine, status: 'Pending' }), null],
    ['unenrol completed', () => checkUnenrol(me, { ...mine, status: 'Completed' }), 'CONFLICT'],
    ['unenrol not enrolled', () => checkUnenrol(me, null), 'NOT_FOUND'],
    ['compliance as member', () => checkCompliance(me), 'FORBIDDEN'],
    ['compliance as staff', () => checkCompliance(staff), null],
  ];
  it.each(cases)('%s', (_name, run, code) => {
    const denial = run() as { code: string } | null;
    expect(denial?.code ?? null).toBe(code);
  });
});
