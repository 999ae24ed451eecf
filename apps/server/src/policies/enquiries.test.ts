import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { canReadEnquiries, checkAttachmentOf, checkEnquiryFound, checkReadEnquiries } from './enquiries';

const code = (d: { code: string } | null) => d?.code ?? 'ok';

describe('enquiries policy (issue 30)', () => {
  it.each([
    [Role.Standard, ['Member'], false],
    [Role.Standard, ['EventsStaff'], false],
    [Role.Standard, ['MembershipStaff'], true],
    [Role.Standard, ['Staff'], true],
    [Role.Manager, ['Member'], false],
    [Role.WorkSpaceOwner, ['Member'], false],
    [Role.Admin, [], true],
  ])('role %s with %j reads enquiries: %s', (role, contactTypes, reads) => {
    expect(canReadEnquiries({ role, contactTypes })).toBe(reads);
    expect(code(checkReadEnquiries({ role, contactTypes }))).toBe(reads ? 'ok' : 'FORBIDDEN');
  });

  it('answers 404 for a missing enquiry and for an attachment of another enquiry', () => {
    expect(checkEnquiryFound(null)).toEqual({ code: 'NOT_FOUND', message: 'Enquiry not found.' });
    expect(checkEnquiryFound({ id: 'e1' })).toBeNull();
    expect(checkAttachmentOf('e1', { enquiryId: 'e1' })).toBeNull();
    expect(checkAttachmentOf('e1', { enquiryId: 'e2' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Attachment not found.',
    });
    expect(checkAttachmentOf('e1', null)?.code).toBe('NOT_FOUND');
  });
});
