import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../src/platform/files/local-file-store.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skeppa-files-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file store', () => {
  it('keeps, hands back and deletes a file under its key, leaving no partial file behind', async () => {
    const files = localFileStore(root);
    const body = Buffer.from('%PDF-1.7 Göteborg');
    await files.put('paperless/12/abc-DEF_1', body);
    expect(await files.get('paperless/12/abc-DEF_1')).toEqual(body);
    expect(await readdir(path.join(root, 'paperless', '12'))).toEqual(['abc-DEF_1']);
    await files.delete('paperless/12/abc-DEF_1');
    expect(await files.get('paperless/12/abc-DEF_1')).toBeNull();
    await files.delete('paperless/12/abc-DEF_1');
  });

  it('answers null for a key never written', async () => {
    expect(await localFileStore(root).get('paperless/none')).toBeNull();
  });

  it('refuses keys that could reach outside its directory', async () => {
    const files = localFileStore(root);
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/.', 'a\\b']) {
      await expect(files.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid file store key/);
      await expect(files.get(key), key).rejects.toThrow(/invalid file store key/);
    }
  });
});
