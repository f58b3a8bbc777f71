// The credit staff's and bookkeeping's commands (issue 33.4 and 33.7), on the product's database
// (DATABASE_URL, or the embedded one while the server is stopped):
//   npm run bills -- paylater <companyId> approve <limitSek> <creditDays> [note]
//   npm run bills -- paylater <companyId> reject [note]
//   npm run bills -- payments <camt file>...      read bank files' credits onto the bills
//   npm run bills -- unmatched                    credits no bill of ours was found for
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';

const [command, ...args] = process.argv.slice(2);
const usage =
  'Usage: bills paylater <companyId> approve <limitSek> <creditDays> [note] | paylater <companyId> reject [note] | payments <file>... | unmatched';
if (!command) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const app = await buildApp({
  ...config,
  jobs: { ...config.jobs, enabled: false },
  webDistDir: path.join(os.tmpdir(), 'skeppa-no-web'),
});
await app.ready();
try {
  if (command === 'paylater') {
    const [company, verdict, ...rest] = args;
    const by = `${os.userInfo().username} (bills paylater)`;
    const decision =
      verdict === 'approve'
        ? { approve: true as const, limitSek: Number(rest[0]), creditDays: Number(rest[1]) }
        : { approve: false as const };
    if (!company || (verdict !== 'approve' && verdict !== 'reject')) throw new Error(usage);
    if (decision.approve && !(decision.limitSek > 0 && decision.creditDays > 0)) throw new Error(usage);
    const note = (decision.approve ? rest.slice(2) : rest).join(' ');
    const id = await app.bills.payLater.decide(Number(company), decision, by, note);
    console.log(`Application ${id} of company ${company}: ${verdict}d.`);
  } else if (command === 'payments') {
    // npm runs the workspace's script in its folder: a file is named from where the user stands.
    const from = process.env.INIT_CWD ?? process.cwd();
    for (const file of args)
      console.log(file, await app.bills.importPayments(await readFile(path.resolve(from, file))));
  } else if (command === 'unmatched') {
    for (const p of await app.bills.unmatchedPayments())
      console.log(
        `${p.bookingDate}  ${p.amount.toFixed(2)} ${p.currency}  ${p.reference ?? '–'}  ${p.debtorName}  ${p.message}`,
      );
  } else {
    throw new Error(usage);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await app.close();
}
