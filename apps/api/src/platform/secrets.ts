import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A secret given in the environment wins; otherwise one is generated once and kept in dataDir. */
export async function resolveSecret(
  given: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (given) return given;
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The keys a process generates for itself, being unset, while it shares its database
 * (DATABASE_URL) with processes that would each make their own: sessions one signs the others
 * refuse (JWT_SECRET), webhook secrets one stores the others cannot open (WEBHOOKS_SECRET_KEY).
 */
export function keysMadePerProcess(config: {
  databaseUrl?: string | undefined;
  jwtSecret?: string | undefined;
  webhooks: { secretKey?: string | undefined };
}): string[] {
  if (!config.databaseUrl) return [];
  return [
    ...(config.jwtSecret ? [] : ['JWT_SECRET']),
    ...(config.webhooks.secretKey ? [] : ['WEBHOOKS_SECRET_KEY']),
  ];
}
