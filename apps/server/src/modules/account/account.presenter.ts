/**
 * Turns account rows into the Account entity of spec 01 §3. Another member sees a public view
 * (no email, phone, birth date or address) unless the caller is privileged or the account itself.
 */
import type { Account, ContactType } from '@portal/shared';
import type { AccountRow } from './account.repository';
export interface SegmentRef {
  segmentId: number;
  segmentName: string;
}

/** Full view: the account itself or a privileged caller. */
export function presentAccount(row: AccountRow, segments: SegmentRef[]): Account {
  return {
    id: row.id,
    role: row.role as Account['role'],
    contactTypes: row.contactTypes as ContactType[],
    segments,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    preferredName: row.preferredName,
    gender: row.gender,
    mobile: row.mobile,
    dateOfBirth: row.dateOfBirth,
    graduationDate: row.graduationDate,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postCode: row.postCode,
    country: row.country,
    avatarUrl: row.avatarUrl,
    pronoun: row.pronoun,
    isFirstLogin: row.isFirstLogin,
    memberNum: row.memberNum,
  };
}

/** Public view of another member: contact and personal details are withheld (null). */
export function presentPublicAccount(row: AccountRow, segments: SegmentRef[]): Account {
  return {
    ...presentAccount(row, segments),
    email: null,
    mobile: null,
    dateOfBirth: null,
    graduationDate: null,
    address: null,
    postCode: null,
    gender: null,
    isFirstLogin: false,
  };
}
