import { type CustomsInvoice, newPart, type Part } from '@skeppa/domain';
import * as schema from '../../src/db/schema/index.ts';
import { withDb } from './factories.ts';

export interface ShipmentOptions {
  customerId: number;
  /** Consignor's and consignee's countries. */
  from?: string;
  to?: string;
  /** The carrier of the shipment's order; none, and there is no order. */
  carrier?: number;
  /** Null leaves it unbooked (a send-list shipment a user may delete). */
  consignmentNo?: string | null;
  goods?: { noOfPackages: number; weight: number }[];
}

function part(role: 'consignor' | 'consignee', countrycode: string): Part {
  const p = newPart(role, role === 'consignor' ? 1 : 2);
  const sender = role === 'consignor';
  p.address = {
    ...p.address,
    name: sender ? 'Nordisk Verktyg AB' : 'Fjord Import AS',
    address: [sender ? 'Verkstadsgatan 4' : 'Strandgata 9', ''],
    postcode: sender ? '41101' : '5003',
    city: sender ? 'Göteborg' : 'Bergen',
    countrycode,
  };
  return p;
}

/** A consignment of the customer (with its order when a carrier is named), written straight in. */
export function createShipment(url: string, o: ShipmentOptions) {
  return withDb(url, async (db) => {
    const { eq } = await import('drizzle-orm');
    const [owner] = await db
      .select({ companyId: schema.customers.companyId })
      .from(schema.customers)
      .where(eq(schema.customers.id, o.customerId));
    const companyId = owner!.companyId;
    const [c] = await db
      .insert(schema.consignments)
      .values({
        customerId: o.customerId,
        companyId,
        consignmentNo: o.consignmentNo === undefined ? '1ZX61W026600000105' : o.consignmentNo,
        parts: [part('consignor', o.from ?? 'SE'), part('consignee', o.to ?? 'NO')],
        transportProduct: { tod: { combiterm: 'DAP', countrycode: '', location: 'Bergen', notes: '' } },
      })
      .returning();
    const goods = o.goods ?? [{ noOfPackages: 2, weight: 24.5 }];
    await db
      .insert(schema.goodsItems)
      .values(
        goods.map((g, i) => ({ consignmentId: c!.id, itemId: `G${i}abcd`.slice(0, 6), sortNr: i, ...g })),
      );
    if (o.carrier !== undefined) {
      await db.insert(schema.orders).values({
        orderNo: `T${String(c!.id).padStart(15, '0')}`,
        customerId: o.customerId,
        companyId,
        consignmentId: c!.id,
        supplierId: o.carrier,
      });
    }
    return c!;
  });
}

/** A customs invoice customs would accept, for a shipment from Sweden to Norway. */
export function completeInvoice(over: Partial<CustomsInvoice> = {}): CustomsInvoice {
  return {
    kind: 'commercial',
    invoiceNo: 'INV-2026-0042',
    invoiceDate: '2026-11-20',
    exporter: {
      name: 'Nordisk Verktyg AB',
      address: ['Verkstadsgatan 4', ''],
      postcode: '41101',
      city: 'Göteborg',
      countrycode: 'SE',
      vatNo: 'SE556036079301',
      eori: 'SE5560360793',
    },
    importer: {
      name: 'Fjord Import AS',
      address: ['Strandgata 9', ''],
      postcode: '5003',
      city: 'Bergen',
      countrycode: 'NO',
      vatNo: '',
      eori: '',
    },
    buyer: null,
    currency: 'SEK',
    incoterm: 'DAP',
    namedPlace: 'Bergen',
    reason: 'sale',
    reasonExplanation: '',
    lines: [
      {
        description: 'Skiftnyckel i kromstål, 250 mm',
        hsCode: '8204.11',
        originCountry: 'SE',
        quantity: 40,
        unit: 'pcs',
        unitValue: 189.5,
        netWeightKg: 16,
      },
    ],
    freight: 450,
    insurance: 0,
    otherCharges: 0,
    grossWeightKg: 24.5,
    packageCount: 2,
    waybillNo: '1ZX61W026600000105',
    declaration: 'I declare that the information on this invoice is true and correct.',
    signatory: { name: 'Anna Lund', title: 'Logistikchef', place: 'Göteborg', date: '2026-11-20' },
    ...over,
  };
}
