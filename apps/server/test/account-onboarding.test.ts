/**
 * Organisations, workplace, dietary requirements, the first-time onboarding calls and the splash
 * quick links (spec 01 §2, §3, §5, §7; issue 14).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../src/db/schema';
import { organisationRows } from '../src/db/seed/account/account-settings.seed';
import { finalStepRedirect } from '../src/modules/account/onboarding.service';
import { caller } from './communities-fixtures';
import { accountRow, PASSWORD } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let orgIds: number[];
beforeAll(async () => {
  t = await createTestApp({ TENANT: 'ota' });
  orgIds = (await t.ctx.db.insert(organisations).values(organisationRows()).returning()).map((o) => o.id);
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

describe('organisations', () => {
  it('searches names (page 1, size 5) and reads one with its location; unknown id is 404', async () => {
    const me = await caller(t.app, t.ctx.db);
    const res = await inject('GET', '/api/org/names?query=hospital&page=1&size=5', me.authorization);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(5);
    expect(body.totalItems).toBeGreaterThan(5);
    expect(body.items.every((o: { name: string }) => /hospital/i.test(o.name))).toBe(true);
    const one = await inject('GET', `/api/Org/${body.items[0].id}`, me.authorization);
    expect(one.json().location).toMatch(/^[A-Za-z ]+ [A-Z]{2,3} \d{4}$/);
    expect((await inject('GET', '/api/Org/999999', me.authorization)).statusCode).toBe(404);
    expect((await inject('GET', '/api/org/names?query=%25', me.authorization)).json().totalItems).toBe(0);
  });
});

describe('workplace and dietary requirements', () => {
  it('saves the workplace and answers it; the spec messages for a missing organisation or role', async () => {
    const me = await caller(t.app, t.ctx.db);
    expect((await inject('GET', '/api/user/organisation', me.authorization)).json()).toEqual({
      organisation: null,
      role: null,
      startDate: null,
    });
    const put = await inject('PUT', '/api/user/organisation', me.authorization, {
      organisation: { id: orgIds[3], name: 'ignored' },
      role: 'Hand therapist',
      startDate: '2021-07-01',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      organisation: { id: orgIds[3], name: 'Illawarra Hand Therapy Clinic' },
      role: 'Hand therapist',
      startDate: '2021-07-01',
    });
    const noOrg = await inject('PUT', '/api/user/organisation', me.authorization, { role: 'OT' });
    expect(noOrg.json().message).toBe('Please select your organisation');
    const unknown = await inject('PUT', '/api/user/organisation', me.authorization, {
      organisation: { id: 999999 },
      role: 'OT',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Please select your organisation']);
    const noRole = await inject('PUT', '/api/user/organisation', me.authorization, {
      organisation: { id: orgIds[0] },
      role: ' ',
    });
    expect(noRole.json().message).toBe('Please enter your role');
  });

  it('saves dietary requirements; an empty list is answered as null; unknown values are refused', async () => {
    const me = await caller(t.app, t.ctx.db);
    const save = await inject('POST', '/api/user/requirements', me.authorization, {
      dietaryRequirements: ['Vegan', 'Gluten free'],
      otherDietaryRequirement: 'No sesame',
      accessibilityRequirement: null,
    });
    expect(save.json()).toEqual({
      dietaryRequirements: ['Vegan', 'Gluten free'],
      otherDietaryRequirement: 'No sesame',
      accessibilityRequirement: null,
    });
    const cleared = await inject('POST', '/api/user/requirements', me.authorization, {
      dietaryRequirements: null,
      otherDietaryRequirement: '',
      accessibilityRequirement: 'Wheelchair access',
    });
    expect(cleared.json().dietaryRequirements).toBeNull();
    const bad = await inject('POST', '/api/user/requirements', me.authorization, {
      dietaryRequirements: ['Chocolate only'],
      otherDietaryRequirement: null,
      accessibilityRequirement: null,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('first-time onboarding', () => {
  it('walks the steps: details, password (set when none), privacy, communication, organisation, profile, expertise, end', async () => {
    const me = await caller(t.app, t.ctx.db, { passwordHash: null, isFirstLogin: true, memberNum: 'OT77' });
    const form = (await inject('GET', '/api/user/form/first-time', me.authorization)).json();
    expect(form.hasPassword).toBe(false);
    expect(Object.values(form.userPrivacy).every((v) => v === true)).toBe(true);
    const options = (await inject('GET', '/api/user/form/first-time/field-options', me.authorization)).json();
    expect(Object.keys(options)).toEqual(
      expect.arrayContaining(['postNominals', 'firstNationIdentities', 'constituentBodyMembership', 'expertiseAreas']),
    );

    const missing = await inject('PATCH', '/api/user/form/first-time', me.authorization, { firstName: '' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'This field is required']);
    const steps: object[] = [
      {
        title: 'Ms',
        firstName: 'Nina',
        lastName: 'Newmember',
        gender: 'F',
        identityAsFirstNations: 'Neither',
        constituentBodyMembership: ['OT Australia NSW/ACT'],
        postNominal: ['BOccThy'],
        dob: '1995-03-14',
      },
      { password: 'Fresh#Start2026' },
      { userPrivacy: { ...form.userPrivacy, showEmail: false } },
      {
        communicationDetails: {
          phoneNumber: '02 9000 1234',
          mobile: '0400 123 456',
          contactPreference: 'Email',
          homeAddress: {
            address1: '3 Pitt Street',
            address2: null,
            suburb: 'Sydney',
            state: 'NSW',
            postcode: '2000',
            country: 'Australia',
          },
        },
      },
      { organisationDetails: { organisationId: orgIds[0], jobTitle: 'New graduate OT' } },
      { profileDetails: { description: 'New graduate with an interest in paediatrics.' } },
    ];
    for (const step of steps) {
      const res = await inject('PATCH', '/api/user/form/first-time', me.authorization, step);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    }
    expect((await accountRow(t.ctx.db, me.id)).isFirstLogin).toBe(true);
    const area = options.expertiseAreas[0];
    const cat = area.categories[0];
    const last = await inject('PATCH', '/api/user/form/first-time', me.authorization, {
      expertiseAreas: [
        { areaId: area.id, categoryIds: [cat.id, cat.subCategories[0].id] },
        { areaId: options.expertiseAreas[1].id, categoryIds: [] },
      ],
      completed: true,
    });
    const after = last.json();
    expect(after.expertiseAreas).toEqual([{ areaId: area.id, categoryIds: [cat.id, cat.subCategories[0].id] }]);
    expect(after.organisationDetails).toMatchObject({
      organisationName: 'Royal Prince Alfred Hospital',
      location: 'Camperdown NSW 2050',
    });
    expect(after.communicationDetails.mobile).toBe('0400 123 456');
    expect(after.userPrivacy.showEmail).toBe(false);
    expect(after.hasPassword).toBe(true);
    expect((await accountRow(t.ctx.db, me.id)).isFirstLogin).toBe(false);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: me.account.email, password: 'Fresh#Start2026' },
    });
    expect(signIn.statusCode).toBe(200);
    const again = await inject('PATCH', '/api/user/form/first-time', me.authorization, { password: 'Other#Pass2026' });
    expect(again.statusCode).toBe(400);

    // No membership record (a test account): renewal is the way in (issue 15's membershipRedirectType).
    const redirect = await inject('GET', '/api/user/form/first-time/final-step-redirect-link', me.authorization);
    expect(redirect.json()).toEqual({ type: 'Renew Membership', redirectUrl: '/settings/membership-profile' });
  });

  it('asks for a landline or a mobile, not both; a blank one is stored as none (issue 32)', async () => {
    const me = await caller(t.app, t.ctx.db, { isFirstLogin: true });
    const comm = (phoneNumber: string | null, mobile: string | null) =>
      inject('PATCH', '/api/user/form/first-time', me.authorization, {
        communicationDetails: {
          phoneNumber,
          mobile,
          contactPreference: 'Email',
          homeAddress: { address1: null, address2: null, suburb: null, state: null, postcode: null, country: null },
        },
      });
    const neither = await comm('', '  ');
    expect([neither.statusCode, neither.json().message]).toEqual([400, 'Please enter a landline or a mobile number']);
    expect((await comm('02 9000 1234', '')).statusCode).toBe(200);
    let form = (await inject('GET', '/api/user/form/first-time', me.authorization)).json();
    expect([form.communicationDetails.phoneNumber, form.communicationDetails.mobile]).toEqual(['02 9000 1234', null]);
    expect((await comm(null, '0400 123 456')).statusCode).toBe(200);
    form = (await inject('GET', '/api/user/form/first-time', me.authorization)).json();
    expect([form.communicationDetails.phoneNumber, form.communicationDetails.mobile]).toEqual([null, '0400 123 456']);
  });

  it('refuses values outside the tenant options', async () => {
    const me = await caller(t.app, t.ctx.db);
    const bad = await inject('PATCH', '/api/user/form/first-time', me.authorization, { gender: 'Q' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Choose a value from the list']);
    const area = await inject('PATCH', '/api/user/form/first-time', me.authorization, {
      expertiseAreas: [{ areaId: 1, categoryIds: [999] }],
    });
    expect(area.statusCode).toBe(400);
    expect(PASSWORD).toBeTruthy();
  });

  it('sends each redirect type to its page: membership pages to pay or renew, the dashboard otherwise', () => {
    expect(finalStepRedirect('Life Member')).toEqual({ type: 'Life Member', redirectUrl: '' });
    expect(finalStepRedirect('BondMx')).toEqual({ type: 'BondMx', redirectUrl: '' });
    expect(finalStepRedirect('Auto Rollover').redirectUrl).toBe('/settings/membership-profile');
    expect(finalStepRedirect('Renew Membership').redirectUrl).toBe('/settings/membership-profile');
  });
});

describe('addresses and splash quick links', () => {
  it('answers countries, states and the portal pages of the quick links', async () => {
    const me = await caller(t.app, t.ctx.db);
    expect((await inject('GET', '/api/address/countries', me.authorization)).json()[0]).toEqual({
      value: 'Australia',
      label: 'Australia',
    });
    expect((await inject('GET', '/api/address/states', me.authorization)).json()).toHaveLength(8);
    const renew = (await inject('GET', '/api/forms/links/renew-membership', me.authorization)).json();
    expect(renew.url).toBe(`${t.config.publicUrl}/settings/membership-profile`);
    const update = (await inject('GET', '/api/user/updatedetailslink', me.authorization)).json();
    expect(update.url).toBe(`${t.config.publicUrl}/settings/account-details`);
    expect((await inject('GET', '/api/user/commprefsurl', me.authorization)).statusCode).toBe(200);
    expect((await inject('GET', '/api/forms/links/update-details', me.authorization)).statusCode).toBe(200);
  });
});
