/**
 * Turns account rows into the Account entity of spec 01 §3. Another member sees a public view
 * (no email, phone, birth date or address; photo, location and segments only as the directory
 * privacy settings allow) unless the caller is staff (policies/directory.ts `seesAllMembers`) or
 * the account itself.
 */
import type { Account, ContactType } from '@portal/shared';
import type { MemberVisibility } from '../../policies/directory';
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

/**
 * Public view of another member (issue 28 finding 6: as the directory shows them): contact and
 * personal details are withheld (null), and so are segments (the directory shows none), the photo
 * unless `see.photo` and suburb, state and country unless `see.contact` (showContactInformation).
 * The caller has already left out members who are not listed for the viewer.
 */
export function presentPublicAccount(row: AccountRow, see: MemberVisibility): Account {
  return {
    ...presentAccount(row, []),
    avatarUrl: see.photo ? row.avatarUrl : null,
    suburb: see.contact ? row.suburb : null,
    state: see.contact ? row.state : null,
    country: see.contact ? row.country : null,
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
