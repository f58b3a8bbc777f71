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
