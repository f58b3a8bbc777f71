import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'skeppa-precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressing a build', () => {
  it('writes a brotli and a gzip copy beside each text file, each reading back as the file', async () => {
    const script = `export const text = ${JSON.stringify('frakt '.repeat(300))};`;
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/app.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Skeppa</p>'.repeat(100)}`);
    await precompressDir(dir);

    const br = await readFile(path.join(dir, 'assets/app.js.br'));
    const gz = await readFile(path.join(dir, 'assets/app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length);
    expect((await readdir(dir)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
  });

  it('leaves alone what would not get smaller, what is compressed already, and the manifest', async () => {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
    await writeFile(path.join(dir, 'tiny.js'), 'export{};');
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4000));
    await precompressDir(dir);
    expect((await readdir(dir)).sort()).toEqual(['.vite', 'logo.png', 'tiny.js']);
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json']);
  });
});
