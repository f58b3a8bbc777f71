import { type Part, partSchema } from '@skeppa/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies, consignments, customers, goodsItems, orders, templates } from '../../db/schema/index.ts';

/** What the customs and paperless screens need to know of a shipment. */
export interface ShipmentSummary {
  id: number;
  customerId: number;
  consignmentNo: string | null;
  templateName: string;
  /** The booked carrier, else the template's; null before a service is chosen. */
  carrierCode: number | null;
  parts: Part[];
  combiterm: string;
  location: string;
  goods: { noOfPackages: number; weight: number }[];
  sender: { name: string; orgNo: string; city: string; firstName: string; lastName: string };
}

function parts(value: unknown): Part[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p) => {
    const parsed = partSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

export function shipmentRepository(db: Database) {
  return {
    /**
     * A consignment of the caller's company with its order's carrier, or undefined: the company is
     * part of the query, so another company's shipment is never even read. One round trip for the
     * row, one for its goods.
     */
    async find(id: number, companyId: number): Promise<ShipmentSummary | undefined> {
      const [row] = await db
        .select({
          c: consignments,
          customer: customers,
          companyName: companies.name,
          orgNo: companies.orgNo,
          companyCity: companies.city,
          orderCarrier: orders.supplierId,
          templateCarrier: templates.supplierId,
        })
        .from(consignments)
        .innerJoin(customers, eq(customers.id, consignments.customerId))
        .innerJoin(companies, eq(companies.id, consignments.companyId))
        .leftJoin(orders, eq(orders.consignmentId, consignments.id))
        .leftJoin(templates, eq(templates.templateName, consignments.templateName))
        .where(and(eq(consignments.id, id), eq(consignments.companyId, companyId)));
      if (!row) return undefined;
      const goods = await db
        .select({ noOfPackages: goodsItems.noOfPackages, weight: goodsItems.weight })
        .from(goodsItems)
        .where(eq(goodsItems.consignmentId, id))
        .orderBy(goodsItems.sortNr, goodsItems.id);
      const tod = (row.c.transportProduct as { tod?: { combiterm?: string; location?: string } }).tod;
      return {
        id: row.c.id,
        customerId: row.c.customerId,
        consignmentNo: row.c.consignmentNo,
        templateName: row.c.templateName,
        carrierCode: row.orderCarrier ?? row.templateCarrier ?? null,
        parts: parts(row.c.parts),
        combiterm: tod?.combiterm ?? '',
        location: tod?.location ?? '',
        goods,
        sender: {
          name: row.companyName,
          orgNo: row.orgNo,
          city: row.companyCity,
          firstName: row.customer.firstName,
          lastName: row.customer.lastName,
        },
      };
    },

    /** Takes the consignment's row lock: documents of one shipment are added one at a time. */
    async lock(tx: Executor, id: number) {
      await tx
        .select({ id: consignments.id })
        .from(consignments)
        .where(eq(consignments.id, id))
        .for('update');
    },
  };
}
export type ShipmentRepository = ReturnType<typeof shipmentRepository>;
