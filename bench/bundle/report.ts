// `npm run bench:bundle`: what each first screen loads before it can draw, from the last build.
import { firstScreenWeights, readManifest } from './first-screen.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const w of await firstScreenWeights(await readManifest())) {
  console.log(`${w.screen}: ${w.scripts} scripts, ${kb(w.rawBytes)} KB raw, ${kb(w.gzipBytes)} KB gzip`);
}
