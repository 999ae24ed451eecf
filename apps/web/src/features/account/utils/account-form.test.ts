import type { LegacyProfile } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { formToPayload, genderLabel, profileToForm } from './account-form';

const profile: LegacyProfile = {
  id: 'a1',
  firstName: 'Priya',
  lastName: 'Raman',
  middleName: null,
  title: 'Dr',
  prefName: null,
  gender: 'F',
  pronoun: null,
  registeredEmail: 'priya@example.org',
  mobile: '0412 345 678',
  dob: '1988-04-21',
  graduationDate: '0001-01-01',
  postalAddress1: '12 Hunter Street',
  postalSuburb: 'Newcastle',
  postalState: 'NSW',
  postalPostcode: '2300',
  postalCountry: 'Australia',
  avatarUrl: null,
  memberNum: 'OT1',
};

describe('account form conversions', () => {
  it('round-trips dates as YYYY-MM-DD, sends postalPostCode and turns empty text into null', () => {
    const form = profileToForm(profile);
    expect(form.dob?.format('DD/MM/YYYY')).toBe('21/04/1988');
    expect(form.graduationDate).toBeNull();
    const payload = formToPayload({ ...form, prefName: '  ', middleName: ' Lakshmi ' });
    expect(payload).toMatchObject({
      dob: '1988-04-21',
      graduationDate: null,
      postalPostCode: '2300',
      prefName: null,
      middleName: 'Lakshmi',
    });
    expect(payload).not.toHaveProperty('postalPostcode');
  });

  it('labels gender codes', () => {
    expect(genderLabel('Z')).toBe('Prefer not to say');
    expect(genderLabel(null)).toBe('');
  });
});
