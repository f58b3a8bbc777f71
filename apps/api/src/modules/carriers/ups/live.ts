import type { Database } from '../../../db/client.ts';
import type { UpsConfig } from '../../../platform/ups-config.ts';
import { postcodeCities } from '../../postcodes/index.ts';
import { type Circuit, circuit } from '../live/circuit.ts';
import type { CarrierAdapter } from '../types.ts';
import { type UpsLiveDeps, upsLiveAdapter } from './adapter.ts';
import { type UpsClientDeps, upsClient } from './client.ts';
import { upsStore } from './store.ts';

export interface UpsLive {
  adapter: CarrierAdapter;
  circuit: Circuit;
}

/** UPS live, put together: its client (token, retries, circuit), its records and the adapter. */
export function upsLive(
  config: UpsConfig,
  deps: { db: Database; now: () => Date; log: UpsLiveDeps['log'] } & Partial<
    Omit<UpsClientDeps, 'circuit' | 'now'>
  >,
): UpsLive {
  const breaker = circuit('UPS', { now: () => deps.now().getTime() });
  const client = upsClient(config, { ...deps, now: () => deps.now().getTime(), circuit: breaker });
  return {
    adapter: upsLiveAdapter({
      config,
      client,
      store: upsStore(deps.db),
      now: deps.now,
      log: deps.log,
      cityOf: postcodeCities(deps.db).cityOf,
    }),
    circuit: breaker,
  };
}
