// `npm run sso-key --workspace apps/api -- user@skeppa.test`: prints a one-time login link.
import { authRepository } from '../modules/auth/repository.ts';
import { createSsoKey } from '../modules/auth/sso.ts';
import { loadConfig } from '../platform/config.ts';
import { withDatabase } from '../platform/open-database.ts';

const who = process.argv[2];
if (!who) {
  console.error('Usage: sso-key <e-mail or customer id>');
  process.exit(2);
}
await withDatabase(
  loadConfig(),
  async (handle) => {
    try {
      const target = /^\d+$/.test(who) ? { customerId: Number(who) } : { email: who };
      const { key, expiresAt } = await createSsoKey(authRepository(handle.db), target);
      console.log(`Key: ${key}\nLink: /sso/${key}\nValid until ${expiresAt} (one use).`);
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    }
  },
  { migrate: false },
);
