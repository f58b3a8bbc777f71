import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  companies,
  consignmentPackages,
  consignments,
  goodsItems,
  orders,
  templates,
} from '../../../db/schema/index.ts';

/**
 * What printing reads of the shipments asked for, all in the caller's company: three round
 * trips whatever their number (shipments with order and template, goods, package numbers).
 */
export function printRepository(db: Database) {
  return {
    async shipments(ids: number[], companyId: number) {
      if (ids.length === 0) return { rows: [], goods: [], packages: [] };
      const rows = await db
        .select({
          consignment: consignments,
          order: orders,
          templateSubject: templates.templateSubject,
          templateCarrier: templates.supplierId,
          templateLocationFinder: templates.locationFinder,
          templateLocationFinderUps: templates.locationFinderUps,
          companyOrgNo: companies.orgNo,
        })
        .from(consignments)
        .innerJoin(companies, eq(companies.id, consignments.companyId))
        .leftJoin(orders, eq(orders.consignmentId, consignments.id))
        .leftJoin(
          templates,
          eq(
            templates.templateName,
            sql`coalesce(nullif(${orders.templateName}, ''), ${consignments.templateName})`,
          ),
        )
        .where(and(inArray(consignments.id, ids), eq(consignments.companyId, companyId)));
      const [goods, packages] = await Promise.all([
        db
          .select()
          .from(goodsItems)
          .where(inArray(goodsItems.consignmentId, ids))
          .orderBy(asc(goodsItems.consignmentId), asc(goodsItems.sortNr), asc(goodsItems.id)),
        db
          .select()
          .from(consignmentPackages)
          .where(inArray(consignmentPackages.consignmentId, ids))
          .orderBy(asc(consignmentPackages.consignmentId), asc(consignmentPackages.sequence)),
      ]);
      return { rows, goods, packages };
    },
  };
}
export type PrintRepository = ReturnType<typeof printRepository>;
export type PrintRows = Awaited<ReturnType<PrintRepository['shipments']>>;
export type PrintRow = PrintRows['rows'][number];
