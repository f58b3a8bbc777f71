import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredData } from './service.ts';

/**
 * Purges expired data once at start-up, until a scheduled job does it. A failure is logged and
 * does not stop the server: the rows only wait for the next start.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      try {
        const deleted = await purgeExpiredData(app.db);
        app.log.info({ deleted }, 'expired data purged');
      } catch (err) {
        app.log.warn({ err }, 'purging expired data failed');
      }
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
