import {
  CONSIGNEE_PART_ID,
  CONSIGNOR_PART_ID,
  type Consignment,
  type GoodsItem,
  loadingMetres,
  type Part,
  partWithPlaceholders,
  volumeM3,
} from '@skeppa/domain';
import { AppError, type ErrorCode } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { Events } from '../events/index.ts';
import type { BookingClock } from './clock.ts';
import {
  consignmentResponse,
  orderSummary,
  presentConsignment,
  shipmentLabel,
  storedConsignment,
} from './presenter.ts';
import type { BookingRepository, Executor } from './repository.ts';

/**
 * "Save for later" (temp=1): what is still blank of the sender and receiver takes the SPEC's
 * stand-ins (SPEC §5, §9), so the saved shipment reads whole in the send list.
 */
function withPlaceholders(c: Consignment): Consignment {
  return {
    ...c,
    parts: c.parts.map((p) =>
      (p.role === 'consignor' && p.id === CONSIGNOR_PART_ID) ||
      (p.role === 'consignee' && p.id === CONSIGNEE_PART_ID)
        ? partWithPlaceholders(p)
        : p,
    ),
  };
}

/**
 * Volume and loading metres follow from the measures (SPEC §9): the server works them out again,
 * so a caller that sends them as 0 (an API client, an old draft) still stores a 40×30×20 cm
 * parcel as 0.024 m³ for the page and the freight document.
 */
const measured = (goods: GoodsItem[]): GoodsItem[] =>
  goods.map((g) => ({ ...g, volume: volumeM3(g), loadingMetres: loadingMetres(g) }));

/** consignment.deleted, from either list's delete (the nightly purge of unbooked ones is not news). */
export const consignmentDeleted = (user: AccessClaims, consignmentId: number) => ({
  type: 'consignment.deleted' as const,
  companyId: user.companyId,
  subjectId: String(consignmentId),
  payload: { consignmentId, customerId: user.customerId },
});

export function consignmentService(
  repo: BookingRepository,
  deps: { clock: BookingClock; events: Events; audit: Audit },
) {
  const { db } = repo;

  async function read(ex: Executor, user: AccessClaims, id: number) {
    const found = await repo.findConsignment(ex, id, user.companyId);
    if (!found) throw new AppError('consignment.not_found');
    return presentConsignment(found, deps.clock.today());
  }

  /** The stored parts, goods and service of a consignment not yet booked, inside the caller's lock. */
  async function write(tx: Executor, id: number, c: Consignment) {
    const fields = storedConsignment(c);
    await repo.updateConsignment(tx, id, fields);
    await repo.replaceGoods(tx, id, measured(c.goodsItem));
    await repo.setOrderSummary(tx, id, orderSummary(c.parts));
  }

  /** A booked shipment's parts, goods and service are the carrier's now: they no longer change. */
  async function lockUnbooked(tx: Executor, user: AccessClaims, id: number) {
    const [row] = await repo.lockConsignments(tx, [id], user.companyId);
    if (!row) throw new AppError('consignment.not_found');
    if (row.consignmentNo !== null) throw new AppError('consignment.booked');
    return row;
  }

  async function save(user: AccessClaims, body: Consignment, temp: boolean) {
    const c = temp ? withPlaceholders(body) : body;
    const id = await db.transaction(async (tx) => {
      const id = await repo.insertConsignment(tx, user, storedConsignment(c));
      await repo.replaceGoods(tx, id, measured(c.goodsItem));
      return id;
    });
    return consignmentResponse(await read(db, user, id));
  }

  async function update(user: AccessClaims, body: Consignment & { consignmentId: number }) {
    await db.transaction(async (tx) => {
      await lockUnbooked(tx, user, body.consignmentId);
      await write(tx, body.consignmentId, body);
    });
    return consignmentResponse(await read(db, user, body.consignmentId));
  }

  async function get(user: AccessClaims, id: number) {
    return consignmentResponse(await read(db, user, id));
  }

  /**
   * Deletes the listed consignments with the orders naming them: all of them, or none when one
   * is another company's, missing or booked.
   */
  async function remove(user: AccessClaims, ids: number[]) {
    const unique = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const rows = await repo.lockConsignments(tx, unique, user.companyId);
      const found = new Set(rows.map((r) => r.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length > 0) throw refused('consignment.not_found', missing);
      const booked = rows.filter((r) => r.consignmentNo !== null).map((r) => r.id);
      if (booked.length > 0) throw refused('consignment.booked', booked);
      await repo.deleteOrdersOfConsignments(tx, unique);
      await repo.deleteConsignments(tx, unique);
      await deps.events.publish(
        tx,
        unique.map((id) => consignmentDeleted(user, id)),
      );
      await deps.audit.record(tx, user, {
        action: 'consignment.deleted',
        object: rows.map((r) => ({ id: r.id, label: shipmentLabel(orderSummary(r.parts as Part[])) })),
      });
    });
    return { ids: unique };
  }

  return { save, update, get, remove, read, write, lockUnbooked };
}

export type ConsignmentService = ReturnType<typeof consignmentService>;

function refused(code: ErrorCode, ids: (number | string)[]) {
  const description = `${new AppError(code).message}: ${ids.join(', ')}`;
  return new AppError(code, description, [{ code, description, values: ids }]);
}

export { refused as refusedIds };
