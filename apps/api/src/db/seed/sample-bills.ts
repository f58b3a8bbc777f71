import { ocrReference, STANDARD_VAT_RATE, todayInStockholm, vatOre } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { billOrders, bills } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The sample company whose account the sample bills fill. */
const COMPANY_ID = 2;
const ADMIN_ID = 10001;
const DAY_MS = 86_400_000;

const day = (today: string, offset: number) =>
  new Date(Date.parse(today) + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * A sample company's account to look at (SEED_SAMPLE_BILLS): a paid invoice, one overdue a few
 * days (fewer than the credit block's), one within its term, a credit note and lines not yet
 * billed, dated from the day of the seed. Numbered from the one series, once: a second seed finds
 * invoice 1001 and adds nothing.
 */
export async function seedSampleBills(tx: Tx, now = new Date()) {
  const [first] = await tx.select({ id: bills.id }).from(bills).limit(1);
  if (first) return;
  const today = todayInStockholm(now);
  const line = (net: number, article: string, text: string, at: string, rate = STANDARD_VAT_RATE) => ({
    companyId: COMPANY_ID,
    customerId: ADMIN_ID,
    type: article === 'FREIGHT' ? 'freight' : article === 'INSURANCE' ? 'insurance' : 'fee',
    article,
    infoText: text,
    totalPriceOre: net,
    vatRate: rate,
    vatOre: vatOre(net, rate),
    supplierId: text.startsWith('UPS') ? 225 : text.startsWith('DSV') ? 4 : 116,
    dateCreated: new Date(`${at}T09:00:00Z`),
  });
  const invoices = [
    {
      no: 1001,
      billed: -65,
      due: -35,
      paid: -40,
      lines: [
        line(48_900, 'FREIGHT', 'DHL Freight 40123456781, Göteborg SE → Stockholm SE', day(today, -80)),
        line(4_890, 'FUEL', 'DHL Freight 40123456781, drivmedelstillägg', day(today, -80)),
        line(125_000, 'FREIGHT', 'DHL Freight 40123456799, Göteborg SE → Oslo NO', day(today, -72), 0),
      ],
    },
    {
      no: 1002,
      billed: -35,
      due: -5,
      paid: null,
      lines: [
        line(62_400, 'FREIGHT', 'DSV 70012345678, Göteborg SE → Malmö SE', day(today, -50)),
        line(18_800, 'INSURANCE', 'DSV 70012345678, transportförsäkring', day(today, -50), 0),
      ],
    },
    {
      no: 1003,
      billed: -3,
      due: 27,
      paid: null,
      lines: [
        line(39_500, 'FREIGHT', 'UPS 1Z999AA10123456784, Göteborg SE → Hamburg DE', day(today, -20)),
        line(7_500, 'PICKUP', 'UPS 1Z999AA10123456784, upphämtning', day(today, -20)),
      ],
    },
  ];
  const ids = new Map<number, number>();
  for (const inv of invoices) {
    const net = inv.lines.reduce((s, l) => s + l.totalPriceOre, 0);
    const vat = inv.lines.reduce((s, l) => s + l.vatOre, 0);
    const [bill] = await tx
      .insert(bills)
      .values({
        companyId: COMPANY_ID,
        customerId: ADMIN_ID,
        billDate: day(today, inv.billed),
        dueDate: day(today, inv.due),
        paidDate: inv.paid === null ? null : day(today, inv.paid),
        totalCapitalOre: net,
        totalVatOre: vat,
        paidOre: inv.paid === null ? 0 : net + vat,
        invoiceNo: inv.no,
        ocr: ocrReference(inv.no),
      })
      .returning({ id: bills.id });
    ids.set(inv.no, bill!.id);
    await tx.insert(billOrders).values(
      inv.lines.map((l) => ({
        ...l,
        billed: true,
        billId: bill!.id,
        dateBilled: new Date(`${day(today, inv.billed)}T01:00:00Z`),
      })),
    );
  }
  // Invoice 1001's fuel surcharge credited after it was paid: a credit on the account.
  const credited = line(
    -4_890,
    'FUEL',
    'Kredit: DHL Freight 40123456781, drivmedelstillägg',
    day(today, -31),
  );
  const [note] = await tx
    .insert(bills)
    .values({
      companyId: COMPANY_ID,
      customerId: ADMIN_ID,
      type: 'credit',
      refId: '1001',
      billDate: day(today, -30),
      dueDate: day(today, -30),
      paidDate: day(today, -30),
      totalCapitalOre: credited.totalPriceOre,
      totalVatOre: credited.vatOre,
      invoiceNo: 1004,
      creditedBillId: ids.get(1001) ?? null,
    })
    .returning({ id: bills.id });
  await tx
    .insert(billOrders)
    .values([
      { ...credited, type: 'credit', billed: true, billId: note!.id },
      line(27_900, 'FREIGHT', 'DHL Freight 40123456802, Göteborg SE → Umeå SE', day(today, -2)),
    ]);
  await tx.execute(sql`update bill_number_series set next_no = greatest(next_no, 1005) where id = 1`);
}
