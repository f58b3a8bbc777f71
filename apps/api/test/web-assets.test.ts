import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

// A build as `npm run build` leaves it: each text file with its brotli and gzip copies beside it.
const script = `export const hello = ${JSON.stringify('Skeppa '.repeat(400))};\n`;
const html = `<!doctype html><title>Skeppa</title><div id="root"></div>${'<!-- padding -->'.repeat(50)}`;

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'skeppa-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  const files = { 'index.html': html, 'assets/app-Ab12Cd34.js': script };
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(webRoot, name);
    await writeFile(file, body);
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
  }
  await writeFile(path.join(webRoot, 'assets/plain-Ef56Gh78.css'), 'body{margin:0}');
  t = await createTestApp({ webDistDir: webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app, precompressed', () => {
  it('sends the brotli copy to a browser that accepts br, with the encoding and Vary', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no encoding, still saying it varies', async () => {
    const res = await get('/assets/app-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });

  it('falls back to the file itself when the build left no compressed copy', async () => {
    const res = await get('/assets/plain-Ef56Gh78.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{margin:0}');
  });

  it('answers an unknown file under /assets/ with a 404, not the app page', async () => {
    // A tab left open across a deploy asks for a chunk that is gone; it must see that to reload.
    const res = await get('/assets/app-Gone1234.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers a screen path with the compressed app page, never cached', async () => {
    const res = await get('/welcome', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });
});
