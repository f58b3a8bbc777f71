import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { carrierUpsLabels, carrierUpsShipments } from '../../../db/schema/index.ts';
import type { UpsShipment } from './ship.ts';

export type UpsShipmentRow = typeof carrierUpsShipments.$inferSelect;

/**
 * What UPS booked for us. On the pool, never in a caller's transaction: UPS's booking stands
 * whether or not the order's commit that follows does, and a retry must find it.
 */
export function upsStore(db: Database) {
  return {
    async findLive(idempotencyKey: string): Promise<UpsShipmentRow | undefined> {
      const [row] = await db
        .select()
        .from(carrierUpsShipments)
        .where(
          and(
            eq(carrierUpsShipments.idempotencyKey, idempotencyKey),
            isNull(carrierUpsShipments.cancelledAt),
          ),
        );
      return row;
    },

    async findByNumber(shipmentNo: string): Promise<UpsShipmentRow | undefined> {
      const [row] = await db
        .select()
        .from(carrierUpsShipments)
        .where(eq(carrierUpsShipments.shipmentNo, shipmentNo));
      return row;
    },

    /**
     * Keeps a booking and its labels; answers the key's live booking instead when another process
     * kept one first (`kept: false`: the new one is UPS's duplicate, for the caller to void).
     */
    async insert(
      key: string,
      account: string,
      shipment: UpsShipment,
    ): Promise<{ row: UpsShipmentRow; kept: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(carrierUpsShipments)
          .values({
            idempotencyKey: key,
            shipmentNo: shipment.shipmentNo,
            packages: shipment.packages,
            account,
          })
          .onConflictDoNothing({
            target: carrierUpsShipments.idempotencyKey,
            where: isNull(carrierUpsShipments.cancelledAt),
          })
          .returning();
        if (!row) {
          const [earlier] = await tx
            .select()
            .from(carrierUpsShipments)
            .where(and(eq(carrierUpsShipments.idempotencyKey, key), isNull(carrierUpsShipments.cancelledAt)));
          if (!earlier) throw new Error('UPS booking neither kept nor found');
          return { row: earlier, kept: false };
        }
        if (shipment.labels.length > 0)
          await tx.insert(carrierUpsLabels).values(
            shipment.labels.map((l) => ({
              shipmentId: row.id,
              packageNo: l.packageNumber,
              format: l.format,
              image: l.image,
            })),
          );
        return { row, kept: true };
      });
    },

    async setPickup(id: number, pickupNo: string) {
      await db.update(carrierUpsShipments).set({ pickupNo }).where(eq(carrierUpsShipments.id, id));
    },

    async cancel(id: number, at: Date) {
      await db.update(carrierUpsShipments).set({ cancelledAt: at }).where(eq(carrierUpsShipments.id, id));
    },

    async labels(shipmentId: number) {
      return db
        .select({
          packageNo: carrierUpsLabels.packageNo,
          format: carrierUpsLabels.format,
          image: carrierUpsLabels.image,
        })
        .from(carrierUpsLabels)
        .where(eq(carrierUpsLabels.shipmentId, shipmentId));
    },
  };
}

export type UpsStore = ReturnType<typeof upsStore>;
