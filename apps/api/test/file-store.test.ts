import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../src/platform/files/file-store.ts';
import { localFileStore } from '../src/platform/files/local-file-store.ts';
import { s3FileStore } from '../src/platform/files/s3-file-store.ts';
import { closedPort, type S3TestServer, startS3Server } from './helpers/s3-server.ts';

let root: string;
let s3: S3TestServer;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skeppa-files-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

interface Kind {
  name: string;
  store(): FileStore;
  /** A store whose every read or write fails: a bad key must be refused before reaching it. */
  broken(): Promise<FileStore>;
}

const kinds: Kind[] = [
  {
    name: 'local directory',
    store: () => localFileStore(root),
    async broken() {
      // A file where the directory should be: any I/O below it fails with ENOTDIR.
      const file = path.join(root, 'not-a-directory');
      await writeFile(file, 'x');
      return localFileStore(file);
    },
  },
  {
    name: 'S3 bucket',
    store: () => s3FileStore(s3.settings),
    broken: async () => s3FileStore({ ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` }),
  },
];

// Every byte value, twice, and no valid UTF-8: a store that treats files as text mangles it.
const binary = Buffer.from([
  ...Array.from({ length: 256 }, (_, i) => i),
  ...Array.from({ length: 256 }, (_, i) => 255 - i),
]);

describe.each(kinds)('file store contract: $name', (kind) => {
  it('hands back exactly the bytes put under a key, and the last ones put', async () => {
    const files = kind.store();
    await files.put('paperless/12/abc-DEF_1', binary);
    expect(Buffer.compare((await files.get('paperless/12/abc-DEF_1'))!, binary)).toBe(0);
    const pdf = Buffer.from('%PDF-1.7 Göteborg – Åkesson & Söner', 'utf8');
    await files.put('paperless/12/abc-DEF_1', pdf);
    expect(await files.get('paperless/12/abc-DEF_1')).toEqual(pdf);
    await files.put('paperless/12/empty', Buffer.alloc(0));
    expect(await files.get('paperless/12/empty')).toEqual(Buffer.alloc(0));
  });

  it('answers null for a key never written', async () => {
    expect(await kind.store().get('paperless/none')).toBeNull();
  });

  it('deletes a file, and a second delete (or one of a key never written) is no error', async () => {
    const files = kind.store();
    await files.put('paperless/13/gone', binary);
    await files.delete('paperless/13/gone');
    expect(await files.get('paperless/13/gone')).toBeNull();
    await expect(files.delete('paperless/13/gone')).resolves.toBeUndefined();
    await expect(files.delete('paperless/never/written')).resolves.toBeUndefined();
  });

  it('deletes every file under a prefix and nothing beside it', async () => {
    const files = kind.store();
    await files.put('paperless/15/a', Buffer.from('a'));
    await files.put('paperless/15/b', Buffer.from('b'));
    await files.put('paperless/150/c', Buffer.from('c'));
    await files.deletePrefix('paperless/15');
    expect(await files.get('paperless/15/a')).toBeNull();
    expect(await files.get('paperless/15/b')).toBeNull();
    expect(await files.get('paperless/150/c')).toEqual(Buffer.from('c'));
    await expect(files.deletePrefix('paperless/never')).resolves.toBeUndefined();
    await expect(files.deletePrefix('../x')).rejects.toThrow(/invalid file store key/);
  });

  it('keeps files under different keys apart', async () => {
    const files = kind.store();
    await files.put('paperless/14/a', Buffer.from('a'));
    await files.put('paperless/14/b', Buffer.from('b'));
    await files.delete('paperless/14/a');
    expect(await files.get('paperless/14/b')).toEqual(Buffer.from('b'));
  });

  it('refuses keys that could reach outside its root before any I/O', async () => {
    const files = await kind.broken();
    for (const key of [
      '../secret',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      '',
      'a/.',
      'a\\b',
      'a?b',
      'x'.repeat(301),
    ]) {
      await expect(files.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid file store key/);
      await expect(files.get(key), key).rejects.toThrow(/invalid file store key/);
      await expect(files.delete(key), key).rejects.toThrow(/invalid file store key/);
    }
    // The same store does reach its storage with a good key, and fails there.
    await expect(files.get('paperless/1/x')).rejects.not.toThrow(/invalid file store key/);
  });
});

describe('local file store', () => {
  it('leaves no partial file behind', async () => {
    const files = localFileStore(root);
    await files.put('paperless/15/whole', binary);
    expect(await readdir(path.join(root, 'paperless', '15'))).toEqual(['whole']);
  });
});
