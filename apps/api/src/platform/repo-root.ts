import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, where the migrations, the web build and `./data` are found. It is looked
 * for upwards from this module rather than counted in folders: the sources
 * (`apps/api/src/platform/`) and the built server (`apps/api/dist/`) sit at different depths.
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/api/drizzle/meta/_journal.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no Skeppa repository above ${from}`);
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
