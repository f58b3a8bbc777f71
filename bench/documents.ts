// `npm run bench:documents`: the document generators in process, no server: a 5-package
// shipment's laser PDF (freight document and labels), its thermal labels and ZPL, and 100 labels
// in one bulk print of 20 shipments. Not part of `npm test`.
import { cpus, loadavg } from 'node:os';
import { printShipments } from '../apps/api/src/documents/print.ts';
import type { PrintableShipment, PrintFormat } from '../apps/api/src/documents/types.ts';
import { type ActiveCarrier, shipment } from '../apps/api/test/helpers/printable-shipments.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CARRIERS: ActiveCarrier[] = [116, 4, 225, 131];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(name: string, shipments: PrintableShipment[], format: PrintFormat, rounds = ROUNDS) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const { document } = await printShipments(shipments, format);
    times.push(performance.now() - start);
    bytes = document?.body.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `| ${name} | ${format} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${fmt(times[times.length - 1]!)} | ${Math.round(bytes / 1024)} |`,
  );
}

async function main() {
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // The first document of a process parses the fonts and warms the code: timed on its own.
  const coldStart = performance.now();
  await printShipments([shipment(116, 5)], 'PDF');
  console.log(`first document of the process: ${(performance.now() - coldStart).toFixed(1)} ms`);
  console.log('| what | format | p50 ms | p95 ms | max ms | KB |');
  console.log('|---|---|---|---|---|---|');
  for (const carrier of CARRIERS) {
    const five = [shipment(carrier, 5)];
    for (const format of ['PDF', 'LABEL', 'ZPL'] as const)
      await measure(`5 packages, carrier ${carrier}`, five, format);
  }
  const bulk = Array.from({ length: 20 }, (_, i) => shipment(CARRIERS[i % 4]!, 5, { id: i + 1 }));
  for (const format of ['PDF', 'LABEL', 'ZPL'] as const)
    await measure('bulk: 20 shipments, 100 labels', bulk, format, 10);
}

await main();
