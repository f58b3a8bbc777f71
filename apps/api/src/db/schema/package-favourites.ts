import type { PackageTypeCode } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

/**
 * Package favourites (issue 31.7): named goods rows a company's users save and pick in the price
 * form. Shared by every user of the company, like contacts; owned by the package-favourites module.
 */
export const packageFavourites = pgTable(
  'package_favourites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who saved it; kept for the record, every user of the company may change it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    packageType: text('package_type').$type<PackageTypeCode>().notNull(),
    noOfPackages: integer('no_of_packages').notNull(),
    length: doublePrecision('length').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    weight: doublePrecision('weight').notNull(),
    goodsType: text('goods_type').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name once per company, whatever its case: the list is picked by name.
    uniqueIndex('package_favourites_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('package_favourites_customer_idx').on(t.customerId),
  ],
);
