import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { memberVisibility, privacySettingsOf } from './directory';

const member = { id: 'viewer', role: Role.Standard, contactTypes: ['Member'] };
const staff = { id: 'staff', role: Role.Standard, contactTypes: ['Staff'] };
const admin = { id: 'admin', role: Role.Admin, contactTypes: ['Member'] };
const membershipStaff = { id: 'ms', role: Role.Standard, contactTypes: ['MembershipStaff'] };
const eventsStaff = { id: 'es', role: Role.Standard, contactTypes: ['EventsStaff'] };
const manager = { id: 'mgr', role: Role.Manager, contactTypes: ['Member'] };

describe('directory privacy policy', () => {
  it.each([
    // viewer, subject, stored, expected [listed, photo, organisation, contact, email, mobile, workLandline]
    [member, 'other', null, [true, true, true, true, true, true, true]],
    [member, 'other', {}, [true, true, true, true, true, true, true]],
    [member, 'other', { includeInDirectory: false }, [false, false, false, false, false, false, false]],
    [member, 'other', { showDirectoryPhoto: false }, [true, false, true, true, true, true, true]],
    [member, 'other', { showOrganisation: false }, [true, true, false, true, true, true, true]],
    [member, 'other', { showContactInformation: false }, [true, true, true, false, false, false, false]],
    [member, 'other', { showEmail: false }, [true, true, true, true, false, true, true]],
    [member, 'other', { showPersonalMobile: false }, [true, true, true, true, true, false, true]],
    [member, 'other', { showWorkLandline: false }, [true, true, true, true, true, true, false]],
    [member, 'viewer', { includeInDirectory: false, showEmail: false }, [true, true, true, true, true, true, true]],
    [staff, 'other', { includeInDirectory: false }, [true, true, true, true, true, true, true]],
    [admin, 'other', { showContactInformation: false }, [true, true, true, true, true, true, true]],
    [membershipStaff, 'other', { includeInDirectory: false }, [true, true, true, true, true, true, true]],
    [eventsStaff, 'other', { includeInDirectory: false }, [false, false, false, false, false, false, false]],
    [manager, 'other', { includeInDirectory: false }, [false, false, false, false, false, false, false]],
  ])('%j sees %s with %j: %j', (viewer, subject, stored, expected) => {
    const v = memberVisibility(viewer, subject, stored);
    expect([v.listed, v.photo, v.organisation, v.contact, v.email, v.mobile, v.workLandline]).toEqual(expected);
  });

  it('fills missing settings with true and keeps stored false', () => {
    expect(privacySettingsOf({ showEmail: false })).toEqual({
      includeInDirectory: true,
      showDirectoryPhoto: true,
      showContactInformation: true,
      showEmail: false,
      showPersonalMobile: true,
      showWorkLandline: true,
      showOrganisation: true,
    });
  });
});
