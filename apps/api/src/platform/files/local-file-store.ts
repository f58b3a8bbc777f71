import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStore } from './file-store.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a directory of the server's own (FILES_DIR, by default under DATA_DIR), outside any
 * folder the web server serves: a file is only ever reached through a route that checks who asks.
 */
export function localFileStore(root: string): FileStore {
  const file = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file after a crash.
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(file(prefix), { force: true, recursive: true });
    },
  };
}
