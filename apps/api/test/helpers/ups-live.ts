import { upsTrackingNumber } from '@skeppa/domain';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { type UpsLive, upsLive } from '../../src/modules/carriers/ups/live.ts';
import type { UpsConfig } from '../../src/platform/ups-config.ts';
import { createTestDatabase } from './database.ts';
import { BOOKED_AT } from './sandbox-carriers.ts';
import type { Answer, ContractCall } from './ups-contract.ts';
import { useUpsContract } from './ups-contract.ts';

export const UPS_SHIPPER = 'A1B2C3';

/** A 1 × 1 black GIF: the smallest label image UPS's answer can carry. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

export const upsTestConfig = (apiBase: string, o: Partial<UpsConfig> = {}): UpsConfig => ({
  clientId: 'skeppa-test-client',
  clientSecret: 'skeppa-test-secret-never-logged',
  accountNumber: UPS_SHIPPER,
  apiBase,
  timeoutMs: 5_000,
  ...o,
});

let packageId = 1_000_000;

/**
 * A Ship answer as UPS gives it (Shipping.yaml `ShipmentResponse`), for the request it answers:
 * a 1Z number per package under the shipper number and service, each with a GIF label.
 */
export function upsShipAnswer(
  call: ContractCall,
  label: (packageNo: string) => Buffer = () => TINY_GIF,
): Answer {
  const request = JSON.parse(call.body).ShipmentRequest;
  const service = request.Shipment.Service.Code as string;
  const numbers = (request.Shipment.Package as unknown[]).map(() => {
    packageId += 1;
    return upsTrackingNumber(UPS_SHIPPER, service, String(packageId % 10_000_000).padStart(7, '0'));
  });
  return {
    status: 200,
    body: {
      ShipmentResponse: {
        Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
        ShipmentResults: {
          ShipmentIdentificationNumber: numbers[0],
          PackageResults: numbers.map((TrackingNumber) => ({
            TrackingNumber,
            ShippingLabel: {
              ImageFormat: { Code: 'GIF', Description: 'GIF' },
              GraphicImage: label(TrackingNumber).toString('base64'),
            },
          })),
        },
      },
    },
  };
}

/**
 * UPS live on the run's Prism mocks, its records in the file's own database, and the clock it
 * reads (BOOKED_AT unless a test moves it).
 */
export function useUpsLive(o: Partial<UpsConfig> = {}) {
  const contract = useUpsContract();
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  const state = {
    live: undefined as unknown as UpsLive,
    clock: BOOKED_AT,
    get ups() {
      return contract.ups;
    },
    get db() {
      return handle.db;
    },
    /** A new client (fresh token cache and circuit), as a restarted process would have. */
    restart(config: Partial<UpsConfig> = {}) {
      const log = { warn: () => {}, error: () => {} };
      state.live = upsLive(upsTestConfig(contract.ups.base, { ...o, ...config }), {
        db: handle.db,
        now: () => state.clock,
        log,
        backoffMs: 5,
      });
      return state.live;
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url, () => {});
    state.restart();
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return state;
}
