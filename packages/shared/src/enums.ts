/**
 * Enumerations shared by server and web (spec 01 §3, §6).
 */

/** Account role (spec 01 §3, §6): Standard 0, Admin 1, WorkSpaceOwner 2, Manager 3. */
export const Role = { Standard: 0, Admin: 1, WorkSpaceOwner: 2, Manager: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLE_VALUES = [0, 1, 2, 3] as const;

/** Admin, WorkSpaceOwner and Manager are privileged (spec 01 §6). */
export function isPrivilegedRole(role: number): boolean {
  return role === Role.Admin || role === Role.WorkSpaceOwner || role === Role.Manager;
}

/**
 * Contact types (spec 01 §3), plus the two scoped staff types of issue 23: `MembershipStaff`
 * (members, imports, segments, exports) and `EventsStaff` (events, attendees, check-in).
 */
export const CONTACT_TYPES = ['Member', 'ClientUser', 'Staff', 'MembershipStaff', 'EventsStaff'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/**
 * What a person reads for each contact type (issue 32: badges read "Membership staff", never the
 * enum value "MembershipStaff"). The one label map: every screen that shows contact types uses it.
 */
export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, string>> = {
  Member: 'Member',
  ClientUser: 'Client user',
  Staff: 'Staff',
  MembershipStaff: 'Membership staff',
  EventsStaff: 'Events staff',
};

/** What a person reads for each account role (spec 01 §3: 0 Standard … 3 Manager). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  [Role.Standard]: 'Standard',
  [Role.Admin]: 'Admin',
  [Role.WorkSpaceOwner]: 'Workspace owner',
  [Role.Manager]: 'Manager',
};

/**
 * The label of a contact type; a value outside the closed set (an older client's data) is spelt out
 * from its PascalCase ("SomeNewType" → "Some new type") rather than shown raw.
 */
export function contactTypeLabel(type: string): string {
  const known = (CONTACT_TYPE_LABELS as Record<string, string>)[type];
  if (known) return known;
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of an account role; an unknown number reads "Role N". */
export function roleLabel(role: number): string {
  return (ROLE_LABELS as Record<number, string>)[role] ?? `Role ${role}`;
}

/** User-kind access rules (spec 01 §3, §6). */
export const ACCESS_RULES = ['isMember', 'isClientUser', 'isNotStaff'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/** User account settings API style (spec 01 §1, §3). */
export const API_MODES = ['legacy', 'workflow'] as const;
export type ApiMode = (typeof API_MODES)[number];

/** Gender options (spec 01 §3). */
export const GENDERS = ['M', 'F', 'X', 'T', 'Z'] as const;

/** Legacy title options (spec 01 §3). */
export const TITLES = [
  'A/Prof',
  'Dr',
  'E/Prof',
  'Hon',
  'Miss',
  'Mr',
  'Mrs',
  'Ms',
  'Mx',
  'Prof',
  'Sir',
  'Staff',
] as const;

/** Engagement event types (spec 01 §3). */
export const ENGAGEMENT_EVENT_TYPES = [
  'viewPage',
  'viewEvent',
  'viewNews',
  'downloadAsset',
  'viewCommunity',
  'joinCommunity',
  'loggedIn',
  'registerEvent',
  'purchaseProduct',
] as const;
export type EngagementEventType = (typeof ENGAGEMENT_EVENT_TYPES)[number];

/** Notification activity types 1-17 (spec 01 §3), 18 StaffSignedInAsYou (issue 28) and 19 MeetingWasCancelled (issue 30). */
export const NotificationActivityType = {
  NewOpenCommunityCreated: 1,
  NewPostWasCreated: 2,
  YourPostWasApproved: 3,
  YourPostWasCommented: 4,
  PostWasUpdated: 5,
  NewPostWasShared: 6,
  NewActionRequestToPost: 7,
  NewActionRequestToComment: 8,
  PostInYourGroupWasCommented: 9,
  NewActionResolutionToPost: 10,
  NewActionResolutionToComment: 11,
  NewAssetWasCreated: 12,
  NewMeetWasCreated: 13,
  NewAddedMember: 14,
  NewBlockedMember: 15,
  NewAwaitingMember: 16,
  YourCommentWasReplied: 17,
  /** Not in the spec (issue 28): an Admin signed in as this member (impersonation) to help them. */
  StaffSignedInAsYou: 18,
  /** Not in the spec (issue 30): a meeting the member answered or was invited to was cancelled. */
  MeetingWasCancelled: 19,
} as const;
export type NotificationActivityType = (typeof NotificationActivityType)[keyof typeof NotificationActivityType];

/** Sort order values (spec 01 §3). */
export const SORT_ORDERS = ['desc', 'asc'] as const;

/** File list action status (spec 01 §3). */
export const FileActionStatus = { Added: 1, Deleted: 2 } as const;
