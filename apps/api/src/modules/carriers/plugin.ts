import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CarrierMode } from '../../platform/config.ts';
import type { UpsConfig } from '../../platform/ups-config.ts';
import { purgeSandboxJob } from './jobs/purge.ts';
import { sandboxCarriers } from './sandbox/carriers.ts';
import type { Carriers } from './types.ts';
import { upsLive } from './ups/live.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The carriers' booking APIs: `carriers.forCarrier(code).book(request, ctx)`. */
    carriers: Carriers;
  }
}

export interface CarriersPluginOptions {
  mode: CarrierMode;
  /** The carriers' clock (tracking moves on with it); tests fix it. */
  now?: () => Date;
  /** The sandbox answers after this long (CARRIER_SANDBOX_LATENCY_MS). */
  sandboxLatencyMs?: number;
  /** UPS books live with these (UPS_*); without, in the sandbox. */
  ups?: UpsConfig | null;
  /** Tests only: the pause before a UPS retry (its backoff's first step). */
  upsBackoffMs?: number;
}

/** One adapter per active carrier: UPS live where its variables are given, the rest in the sandbox. */
export const carriersPlugin = fp(
  async (app: FastifyInstance, opts: CarriersPluginOptions) => {
    const now = opts.now ?? (() => new Date());
    const sandbox = sandboxCarriers({ db: app.db, now, latencyMs: opts.sandboxLatencyMs ?? 0 });
    app.jobs.define(purgeSandboxJob({ db: app.db, log: app.log.child({ component: 'carriers' }), now }));
    const ups = opts.ups
      ? upsLive(opts.ups, {
          db: app.db,
          now,
          log: app.log.child({ carrier: 'UPS' }),
          ...(opts.upsBackoffMs === undefined ? {} : { backoffMs: opts.upsBackoffMs }),
        })
      : null;
    app.decorate('carriers', {
      mode: opts.mode,
      status: () =>
        sandbox
          .status()
          .map((s) =>
            s.code === 225 && ups ? { code: s.code, mode: 'live' as const, circuit: ups.circuit.state } : s,
          ),
      forCarrier: (code) => (code === 225 && ups ? ups.adapter : sandbox.forCarrier(code)),
    } satisfies Carriers);
    if (ups && opts.ups)
      // The host and shipper number only: the client id and secret never reach a log.
      app.log.info(
        { apiBase: opts.ups.apiBase, shipperNumber: opts.ups.accountNumber },
        'UPS books live; DHL Express, DHL Freight and DSV book in the sandbox',
      );
    else
      app.log.info(
        { mode: opts.mode },
        'carriers book in the sandbox: numbers are real in form, nothing is sent',
      );
  },
  { name: 'carriers', dependencies: ['database', 'jobs'] },
);
