/** Each staff role lands on the first admin page it may open, its own area first (issue 32). */
import { describe, expect, it } from 'vitest';
import { adminLandingPath } from './admin-landing';

const none = {
  canManageContent: false,
  canManageEvents: false,
  canManageMembers: false,
  canReadAudit: false,
  canReadEnquiries: false,
};

describe('adminLandingPath', () => {
  it('takes events staff to Events even when Content is open to them', () => {
    expect(adminLandingPath(['EventsStaff'], { ...none, canManageContent: true, canManageEvents: true })).toBe(
      '/admin/events',
    );
  });
  it('takes membership staff to Users', () => {
    expect(adminLandingPath(['MembershipStaff'], { ...none, canManageMembers: true, canReadEnquiries: true })).toBe(
      '/admin/users',
    );
  });
  it('takes general staff to the first area of the rail', () => {
    expect(adminLandingPath(['Staff'], { ...none, canManageContent: true, canManageEvents: true })).toBe(
      '/admin/content',
    );
  });
  it('answers null without any area', () => {
    expect(adminLandingPath(['Member'], none)).toBeNull();
  });
});
