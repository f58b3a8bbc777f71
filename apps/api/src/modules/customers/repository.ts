import { CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { carriers, companies, contacts, customerCarriers, customers } from '../../db/schema/index.ts';

const settingFields = {
  showAllBooked: customers.showAllBooked,
  insuranceDisabled: customers.insuranceDisabled,
  creditBlock: companies.creditBlock,
};

const settings = namedStatement('customers.settings', settingFields, (ex) =>
  ex
    .select(settingFields)
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, sql.placeholder('id'))),
);

/** One carrier's part of the agreement rule (`service.ts`): the customer's number, the defaults. */
export interface CarrierAgreement {
  code: number;
  own: string | null;
  defaultList2: string;
  defaultOther: string;
}

/**
 * The settings a booking acts on and what the agreement with every carrier follows from, as
 * columns of a statement on `customers` joined to `companies` (`bookingTermsOf` reads a row).
 */
const bookingTermFields = {
  ...settingFields,
  priceList: customers.priceList,
  agreements: sql<CarrierAgreement[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'code', ${carriers.code},
      'own', ${customerCarriers.agreementNo},
      'defaultList2', ${carriers.defaultAgreementNoList2},
      'defaultOther', ${carriers.defaultAgreementNoOther})), '[]')
    FROM ${carriers} LEFT JOIN ${customerCarriers}
      ON ${customerCarriers.carrierCode} = ${carriers.code} AND ${customerCarriers.customerId} = ${customers.id})`,
};

const bookingTerms = namedStatement('customers.booking_terms', bookingTermFields, (ex) =>
  ex
    .select(bookingTermFields)
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, sql.placeholder('id'))),
);

export type BookingTermsRow = Awaited<ReturnType<typeof bookingTerms>>[number];

export function customerRepository(db: Database) {
  return {
    db,
    async findWithCompany(id: number, ex: Executor = db) {
      const rows = await ex
        .select({ customer: customers, company: companies })
        .from(customers)
        .innerJoin(companies, eq(companies.id, customers.companyId))
        .where(eq(customers.id, id));
      return rows[0];
    },

    /** The settings other modules act on, read on every list and booking request. */
    async settings(id: number) {
      const [row] = await settings(db, { id });
      return row;
    },

    /**
     * The settings a booking acts on and what the agreement with every carrier follows from, in
     * one round trip: the customer's price list, their own numbers, the carriers' defaults.
     */
    async bookingTerms(id: number) {
      const [row] = await bookingTerms(db, { id });
      return row;
    },

    /** What the tracking notices of a user's shipments follow: their language and four switches. */
    async mailContact(id: number) {
      const [row] = await db
        .select({
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          language: customers.language,
        })
        .from(customers)
        .where(eq(customers.id, id));
      return row;
    },

    async noticeSettings(id: number) {
      const [row] = await db
        .select({
          language: customers.language,
          trackingMailReceiverPickup: customers.trackingMailReceiverPickup,
          trackingMailReceiverOutForDelivery: customers.trackingMailReceiverOutForDelivery,
          trackingMailSenderDelivered: customers.trackingMailSenderDelivered,
          trackingMailSenderException: customers.trackingMailSenderException,
        })
        .from(customers)
        .where(eq(customers.id, id));
      return row;
    },

    listCarriers(customerId: number, ex: Executor = db) {
      return ex
        .select({ entry: customerCarriers, carrier: carriers })
        .from(customerCarriers)
        .innerJoin(carriers, eq(carriers.code, customerCarriers.carrierCode))
        .where(eq(customerCarriers.customerId, customerId))
        .orderBy(asc(customerCarriers.sortNr), asc(customerCarriers.carrierCode));
    },

    allCarriers() {
      return db.select().from(carriers);
    },

    /** The addresses of every user of a company, for mail a user may send to colleagues. */
    /** The company's administrators (customer level 1), oldest first. */
    async companyAdmins(companyId: number) {
      return db
        .select({
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          language: customers.language,
        })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.customerLevel, CUSTOMER_LEVEL_ADMIN)))
        .orderBy(asc(customers.id));
    },

    async companyEmails(companyId: number) {
      const rows = await db
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.companyId, companyId));
      return rows.map((r) => r.email);
    },

    async updateColumns(id: number, values: Partial<typeof customers.$inferInsert>, ex: Executor = db) {
      await ex.update(customers).set(values).where(eq(customers.id, id));
    },

    async updateCompany(
      companyId: number,
      values: Partial<typeof companies.$inferInsert>,
      ex: Executor = db,
    ) {
      await ex.update(companies).set(values).where(eq(companies.id, companyId));
    },

    /** A contact the customer's company owns; contacts are shared within a company. */
    async contactInCompany(contactId: number, companyId: number) {
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .innerJoin(customers, eq(customers.id, contacts.customerId))
        .where(and(eq(contacts.id, contactId), eq(customers.companyId, companyId)));
      return rows.length > 0;
    },

    /** Makes a contact the customer's sender favourite, or stops it being so, in the caller's transaction. */
    async setFavouriteContact(tx: Executor, customerId: number, contactId: number, favourite: boolean) {
      if (favourite) {
        await tx.update(customers).set({ primaryContactId: contactId }).where(eq(customers.id, customerId));
      } else {
        await tx
          .update(customers)
          .set({ primaryContactId: null })
          .where(and(eq(customers.id, customerId), eq(customers.primaryContactId, contactId)));
      }
    },

    /** Clears deleted contacts as anyone's sender favourite, in the caller's transaction. */
    async forgetContacts(tx: Executor, contactIds: number[]) {
      await tx
        .update(customers)
        .set({ primaryContactId: null })
        .where(inArray(customers.primaryContactId, contactIds));
    },

    /** The customer's carrier list as given, in the caller's transaction. */
    async replaceCarriers(tx: Executor, customerId: number, rows: (typeof customerCarriers.$inferInsert)[]) {
      await tx.delete(customerCarriers).where(eq(customerCarriers.customerId, customerId));
      if (rows.length > 0) await tx.insert(customerCarriers).values(rows);
    },
  };
}
export type CustomerRepository = ReturnType<typeof customerRepository>;
