import { ACTIVE_CARRIERS, type CarrierCode } from '@skeppa/domain';
import type { Database } from '../../../db/client.ts';
import type { CarrierAdapter, Carriers } from '../types.ts';

export interface SandboxDeps {
  db: Database;
  now: () => Date;
}

function pending(carrierCode: CarrierCode): CarrierAdapter {
  const notYet = () => Promise.reject(new Error(`the sandbox of carrier ${carrierCode} is not built yet`));
  return { carrierCode, book: notYet, cancel: notYet, track: notYet };
}

/** The sandbox adapter of every active carrier. */
export function sandboxCarriers(_deps: SandboxDeps): Carriers {
  const adapters = new Map<number, CarrierAdapter>(ACTIVE_CARRIERS.map((c) => [c.code, pending(c.code)]));
  return {
    mode: 'sandbox',
    forCarrier(code) {
      const adapter = adapters.get(code);
      if (!adapter) throw new Error(`carrier ${code} is not booked by this product`);
      return adapter;
    },
  };
}
