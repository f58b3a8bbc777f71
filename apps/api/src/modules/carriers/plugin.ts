import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CarrierMode } from '../../platform/config.ts';
import { sandboxCarriers } from './sandbox/carriers.ts';
import type { Carriers } from './types.ts';

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
}

/** One adapter per active carrier, in the configured mode (CARRIER_MODE; only `sandbox` today). */
export const carriersPlugin = fp(
  async (app: FastifyInstance, opts: CarriersPluginOptions) => {
    app.decorate(
      'carriers',
      sandboxCarriers({
        db: app.db,
        now: opts.now ?? (() => new Date()),
        latencyMs: opts.sandboxLatencyMs ?? 0,
      }),
    );
    app.log.info(
      { mode: opts.mode },
      'carriers book in the sandbox: numbers are real in form, nothing is sent',
    );
  },
  { name: 'carriers', dependencies: ['database'] },
);
