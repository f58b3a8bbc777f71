// `npm run soak`: ten minutes (SOAK_SECONDS) of the mixed traffic of several companies at a fixed
// arrival rate (SOAK_RATE per second, SOAK_COMPANIES companies) against the real server; exits 1
// when any request failed.
import { cpus } from 'node:os';
import { errorCount, soakReport } from './report.ts';
import { runSoak, soakOptions } from './run.ts';

const result = await runSoak(soakOptions(Number(process.env.SOAK_SECONDS ?? 600)));
console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}`);
console.log(soakReport(result));
if (errorCount(result) > 0) process.exitCode = 1;
