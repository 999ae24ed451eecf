/**
 * Organisations (spec 01 §7 organisation search and by id; issue 14, reused by the organisation
 * directory issue): general facts of a workplace.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    abn: text('abn'),
    address: text('address'),
    suburb: text('suburb'),
    state: text('state'),
    postcode: text('postcode'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** A `newStorageKey` key of the logo, or null (listed in orphan-sweep.repository.ts). */
    logoKey: text('logo_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organisations_name_idx').on(t.name)],
);
