import { CARRIERS, type CarrierConstant } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../client.ts';
import {
  carriers,
  companies,
  content,
  customerCarriers,
  customers,
  news,
  newsTexts,
} from '../schema/index.ts';
import { COMPLAINTS_EMAILS, MEMBER_SERVICE_EMAILS } from './data/carrier-info.ts';
import { seedContent } from './data/content.ts';
import { seedNews } from './data/news.ts';
import {
  carrierDefaultAgreementNos,
  demoCompany,
  demoCustomer,
  sampleAgreementNos,
  sampleCompanies,
  sampleCustomers,
} from './data/sample.ts';
import { seedSampleBills } from './sample-bills.ts';
import { seedTariffs } from './tariffs.ts';

export interface SeedOptions {
  sampleData: boolean;
  /** A sample company's bills to look at (SEED_SAMPLE_BILLS), dated from the day of the seed. */
  sampleBills?: boolean;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Idempotent: every row has a natural or fixed key and is inserted with ON CONFLICT DO NOTHING,
 * so a second start changes nothing and edits made since the first start are kept.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const passwords = new Map<string, string>();
  if (options.sampleData) {
    const existing = await db.select({ email: customers.email }).from(customers);
    const known = new Set(existing.map((r) => r.email));
    for (const c of sampleCustomers) {
      if (!known.has(c.email)) passwords.set(c.email, await hashPassword(c.password));
    }
  }
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await tx.insert(companies).values(demoCompany).onConflictDoNothing();
    const demo = await tx.insert(customers).values(demoCustomer).onConflictDoNothing().returning();
    if (demo.length > 0) await insertCustomerCarriers(tx, demoCustomer.id, {});
    if (options.sampleData) await seedSampleData(tx, passwords);
    if (options.sampleData && options.sampleBills) await seedSampleBills(tx);
    // Fixed ids above do not advance the sequences; later inserts must not collide with them.
    for (const table of ['companies', 'customers', 'news', 'content']) {
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`,
        ),
      );
    }
  });
}

async function seedReferenceData(tx: Tx) {
  const carrierRows = (CARRIERS as readonly CarrierConstant[]).map((c) => ({
    code: c.code,
    name: c.name,
    logoName: c.logoName,
    active: c.active,
    defaultAgreementNoList2: carrierDefaultAgreementNos[c.code]?.list2 ?? '',
    defaultAgreementNoOther: carrierDefaultAgreementNos[c.code]?.other ?? '',
    memberServiceEmail: MEMBER_SERVICE_EMAILS[c.code] ?? '',
    complaintsEmail: COMPLAINTS_EMAILS[c.code] ?? '',
  }));
  await tx.insert(carriers).values(carrierRows).onConflictDoNothing();
  await tx.insert(content).values(seedContent).onConflictDoNothing();
  await seedTariffs(tx);
}

async function seedSampleData(tx: Tx, passwords: Map<string, string>) {
  await tx.insert(companies).values(sampleCompanies).onConflictDoNothing();
  for (const { password: _plain, ...c } of sampleCustomers) {
    const passwordHash = passwords.get(c.email);
    if (!passwordHash) continue;
    const inserted = await tx
      .insert(customers)
      .values({ ...c, passwordHash })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (inserted.length === 0) continue;
    await insertCustomerCarriers(tx, c.id, sampleAgreementNos[c.id] ?? {});
  }
  await seedNewsArticles(tx);
}

async function seedNewsArticles(tx: Tx) {
  const now = Date.now();
  await tx
    .insert(news)
    .values(
      seedNews.map(({ id, sortNr, daysAgo, picName = '', linkTarget = '_blank' }) => ({
        id,
        sortNr,
        picName,
        linkTarget,
        dateCreated: new Date(now - daysAgo * 86_400_000),
        datePublish: new Date(now - daysAgo * 86_400_000),
      })),
    )
    .onConflictDoNothing();
  // Per text, so an article seeded before in one language gets its other language too.
  await tx
    .insert(newsTexts)
    .values(
      seedNews.flatMap(({ id, texts }) =>
        Object.entries(texts).map(([language, text]) => ({ newsId: id, language, ...text })),
      ),
    )
    .onConflictDoNothing();
}

/** A new customer starts with every active carrier chosen. */
async function insertCustomerCarriers(tx: Tx, customerId: number, agreements: Record<number, string>) {
  await tx.insert(customerCarriers).values(
    CARRIERS.filter((k) => k.active).map((k, i) => ({
      customerId,
      carrierCode: k.code,
      active: true,
      priceSupplier: k.code,
      agreementNo: agreements[k.code] ?? '',
      sortNr: i,
    })),
  );
}
