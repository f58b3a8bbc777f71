import { BILL_ARTICLES, CANCELLED_STATUS_CATEGORY, freightVatRate, vatOre } from '@skeppa/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { billOrders, orders } from '../../db/schema/index.ts';
import type { PublishedEvent, Subscriber } from '../events/index.ts';
import { lockCompanyBilling } from './lock.ts';

type BookedEvent = PublishedEvent<'order.booked'>;

/** The bill orders of a booking: one per priced line, VAT by the law for its route (rules/freight-vat.ts). */
export function bookingLines(event: BookedEvent) {
  const { payload } = event;
  const parts = payload.consignment.parts;
  const from = parts.find((p) => p.role === 'consignor')?.address;
  const to = parts.find((p) => p.role === 'consignee')?.address;
  const route = `${from?.city ?? ''} ${from?.countrycode ?? ''} → ${to?.city ?? ''} ${to?.countrycode ?? ''}`;
  const rate = freightVatRate(from?.countrycode ?? 'SE', to?.countrycode ?? 'SE');
  return (payload.charges?.lines ?? []).map((line, i) => {
    const kind = BILL_ARTICLES[line.code];
    const netOre = Math.round(line.amount * 100);
    // Insurance premiums are exempt from VAT (ML 2023:200, 10 kap.), wherever the goods go.
    const lineRate = kind.type === 'insurance' ? 0 : rate;
    return {
      companyId: event.companyId,
      customerId: payload.customerId,
      type: kind.type,
      article: line.code === 'serviceOption' && line.type ? `ADDON:${line.type}` : kind.article,
      infoText: `${payload.carrier} ${payload.consignmentNo}, ${route}${line.labelSv ? `: ${line.labelSv}` : ''}`,
      totalPriceOre: netOre,
      vatRate: lineRate,
      vatOre: vatOre(netOre, lineRate),
      supplierId: payload.supplierId,
      orderNo: payload.orderNo,
      lineNo: i + 1,
      dateCreated: new Date(payload.bookedAt),
    };
  });
}

/** Writes a booking's bill orders once; a booking cancelled before this ran bills nothing. */
export function billOrdersSubscriber(): Subscriber<'order.booked'> {
  return {
    name: 'bills.orders',
    types: ['order.booked'],
    async handle(tx, event) {
      await lockCompanyBilling(tx, event.companyId);
      const [order] = await tx
        .select({ status: orders.statusCategory })
        .from(orders)
        .where(eq(orders.orderNo, event.payload.orderNo));
      if (order?.status === CANCELLED_STATUS_CATEGORY) return;
      const lines = bookingLines(event);
      if (lines.length > 0) await tx.insert(billOrders).values(lines).onConflictDoNothing();
    },
  };
}

/**
 * A cancelled booking's lines: removed while not yet billed, credited (a negative line of each,
 * billed with the next run as a credit note) once billed.
 */
export async function creditCancelled(tx: Executor, companyId: number, orderNo: string, at: Date) {
  await lockCompanyBilling(tx, companyId);
  await tx
    .delete(billOrders)
    .where(and(eq(billOrders.orderNo, orderNo), eq(billOrders.billed, false), isNull(billOrders.creditOf)));
  await tx.execute(sql`
    insert into bill_orders (company_id, customer_id, type, article, info_text, total_price_ore, vat_ore,
      vat_rate, supplier_id, order_no, line_no, credit_of, date_created)
    select b.company_id, b.customer_id, 'credit', b.article, 'Kredit: ' || b.info_text, -b.total_price_ore,
      -b.vat_ore, b.vat_rate, b.supplier_id, b.order_no, 100 + b.line_no, b.id, ${at.toISOString()}
    from bill_orders b
    where b.order_no = ${orderNo} and b.company_id = ${companyId} and b.billed and b.credit_of is null
    on conflict do nothing`);
}

export function billCreditsSubscriber(): Subscriber<'order.cancelled'> {
  return {
    name: 'bills.credits',
    types: ['order.cancelled'],
    handle: (tx, event) =>
      creditCancelled(tx, event.companyId, event.payload.orderNo, new Date(event.payload.cancelledAt)),
  };
}
