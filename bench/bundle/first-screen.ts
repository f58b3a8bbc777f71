import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');
export const manifestPath = path.join(webDist, '.vite/manifest.json');

/** One item of Vite's build manifest (`build.manifest: true`), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The pages a visitor can land on first, by their source in the manifest. */
export const FIRST_SCREENS = {
  welcome: 'src/features/welcome/pages/welcome-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

/**
 * The files a browser must load to run these manifest items: each with its static imports, all
 * the way down, every file once. Dynamic imports are left out: they load later, on demand.
 */
export function staticFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no item ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]![0];
}

/** Bytes on the wire for a gzip client: the precompressed copy, or the file when none was worth it. */
async function gzipBytes(file: string): Promise<number> {
  const full = path.join(webDist, file);
  const gz = await stat(`${full}.gz`).catch(() => null);
  return gz ? gz.size : (await stat(full)).size;
}

export interface ScreenWeight {
  screen: FirstScreen;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

export async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
}

/** The scripts a first screen needs before it can draw: the entry's and the page's. */
export function firstScreenScripts(manifest: Manifest, screen: FirstScreen): string[] {
  return staticFiles(manifest, [entryKey(manifest), FIRST_SCREENS[screen]]).filter((f) => f.endsWith('.js'));
}

export async function firstScreenWeights(manifest: Manifest): Promise<ScreenWeight[]> {
  return Promise.all(
    (Object.keys(FIRST_SCREENS) as FirstScreen[]).map(async (screen) => {
      const files = firstScreenScripts(manifest, screen);
      const raw = await Promise.all(files.map(async (f) => (await stat(path.join(webDist, f))).size));
      const gz = await Promise.all(files.map(gzipBytes));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      return { screen, scripts: files.length, rawBytes: sum(raw), gzipBytes: sum(gz) };
    }),
  );
}
