import type { CodedError } from '@skeppa/domain';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { sandboxCarriers } from '../../src/modules/carriers/sandbox/carriers.ts';
import type {
  CarrierBooking,
  CarrierBookingResult,
  CarrierCallContext,
  Carriers,
} from '../../src/modules/carriers/types.ts';
import { createTestDatabase, sql } from './database.ts';

export const CODES = [131, 116, 4, 225] as const;
export type Code = (typeof CODES)[number];

const ACCOUNTS: Record<Code, string> = { 131: '960098765', 116: '4410231', 4: '880017', 225: 'A1B2C3' };
/** The customer and its account (agreement number) with each carrier. */
export const ctx = (code: Code): CarrierCallContext => ({ customerId: 10001, account: ACCOUNTS[code] });

export const BOOKED_AT = new Date('2026-03-02T07:00:00Z');
export const HOUR = 3_600_000;

export function booked(result: CarrierBookingResult): CarrierBooking {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result;
}

export function refused(result: CarrierBookingResult): CodedError[] {
  if (result.ok) throw new Error(`booked ${result.consignmentNo}, a refusal was expected`);
  return result.errors;
}

/**
 * Two "processes" of sandbox carriers, `a` and `b`, each with its own pool on one test database,
 * and the clock they read, which a test may move; it is back at BOOKED_AT after each test.
 */
export function useSandboxCarriers() {
  let database: { url: string; drop: () => Promise<void> };
  const handles: DatabaseHandle[] = [];
  const state = {
    a: undefined as unknown as Carriers,
    b: undefined as unknown as Carriers,
    clock: BOOKED_AT,
  };
  const process = (): Carriers => {
    const handle = connectDatabase(database.url, () => {});
    handles.push(handle);
    return sandboxCarriers({ db: handle.db, now: () => state.clock });
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    [state.a, state.b] = [process(), process()];
  });
  afterEach(() => {
    state.clock = BOOKED_AT;
  });
  afterAll(async () => {
    for (const h of handles.splice(0)) await h.close();
    await database.drop();
  });
  return Object.assign(state, {
    /** A further process, with nothing drawn ahead yet. */
    another: process,
    databaseUrl: () => database.url,
    /** How many bookings the sandbox has kept. */
    bookingRows: async () =>
      Number((await sql(database.url, 'SELECT count(*) FROM carrier_sandbox_bookings'))[0].count),
  });
}
