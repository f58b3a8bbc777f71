import { randomInt } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { postcodeCities } from '../../postcodes/index.ts';
import { dhlExpressSandbox } from '../dhl-express/sandbox.ts';
import { dhlFreightSandbox } from '../dhl-freight/sandbox.ts';
import { dsvSandbox } from '../dsv/sandbox.ts';
import type { CarrierAdapter, Carriers } from '../types.ts';
import { sandboxUpsDocumentId } from '../ups/paperless-document-id.ts';
import { upsSandbox } from '../ups/sandbox.ts';
import { sandboxAdapter } from './adapter.ts';
import { sandboxStore } from './store.ts';

export interface SandboxCarriersDeps {
  db: Database;
  now: () => Date;
  /** How long each answer takes (CARRIER_SANDBOX_LATENCY_MS). */
  latencyMs?: number;
}

/** The sandbox adapter of every active carrier; UPS's also takes paperless documents. */
export function sandboxCarriers({ db, now, latencyMs }: SandboxCarriersDeps): Carriers {
  const deps = { store: sandboxStore(db), now, latencyMs, cityOf: postcodeCities(db).cityOf };
  const adapters = new Map<number, CarrierAdapter>(
    [dhlExpressSandbox, dhlFreightSandbox, dsvSandbox].map((c) => [c.carrierCode, sandboxAdapter(c, deps)]),
  );
  adapters.set(225, {
    ...sandboxAdapter(upsSandbox, deps),
    uploadDocument: async () => sandboxUpsDocumentId(now(), randomInt(1000)),
    attachDocuments: async () => {},
  });
  return {
    mode: 'sandbox',
    status: () => [...adapters.keys()].map((code) => ({ code: code as 131, mode: 'sandbox' as const })),
    forCarrier(code) {
      const adapter = adapters.get(code);
      if (!adapter) throw new Error(`carrier ${code} is not booked by this product`);
      return adapter;
    },
  };
}
