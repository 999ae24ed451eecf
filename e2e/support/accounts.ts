/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Member#2025';

export const ACCOUNTS = {
  admin: { email: 'admin@example.org', name: 'Alex Administrator' },
  moderator: { email: 'moderator@example.org', name: 'Morgan Moderator' },
  member: { email: 'member@example.org', name: 'Mia Member' },
  member2fa: { email: 'member2fa@example.org', name: 'Tom Twofactor' },
  client: { email: 'client@example.org', name: 'Chris Client' },
  staff: { email: 'staff@example.org', name: 'Sam Staff' },
  newmember: { email: 'newmember@example.org', name: 'Nina Newmember' },
  membershipStaff: { email: 'membership@example.org', name: 'Priya Raman' },
  eventsStaff: { email: 'events@example.org', name: 'Ethan Walsh' },
  manager: { email: 'manager@example.org', name: 'Olivia Hartley' },
} as const;
