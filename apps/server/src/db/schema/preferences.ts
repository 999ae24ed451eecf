/**
 * 'Find an OT' listings (issue 16; spec 03 §2 /settings/manage-find-an-ot, fields chosen): one per
 * member, shown on the public /find-an-ot search only while `isListed`, and with the phone or email
 * only when the member chose to show them. Areas of practice and funding schemes are segment ids
 * (categories 'Area of practice' and 'Funding scheme'), checked by the service on save.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const findAnOtListings = pgTable(
  'find_an_ot_listings',
  {
    /** Public id of the listing (the account id never leaves the server on the public page). */
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isListed: boolean('is_listed').notNull().default(false),
    practiceName: text('practice_name').notNull().default(''),
    services: text('services').notNull().default(''),
    areaOfPracticeIds: integer('area_of_practice_ids').array().notNull().default(sql`'{}'::integer[]`),
    fundingSchemeIds: integer('funding_scheme_ids').array().notNull().default(sql`'{}'::integer[]`),
    suburb: text('suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    showPhone: boolean('show_phone').notNull().default(false),
    showEmail: boolean('show_email').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('find_an_ot_listed_postcode_idx').on(t.postcode).where(sql`${t.isListed}`),
    index('find_an_ot_listed_suburb_idx').on(sql`lower(${t.suburb})`).where(sql`${t.isListed}`),
  ],
);
