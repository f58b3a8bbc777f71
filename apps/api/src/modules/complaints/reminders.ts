import type { FastifyBaseLogger } from 'fastify';
import type { ComplaintRepository } from './repository.ts';
import type { ComplaintSender } from './sending.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminder job's work: each sent, unanswered, open complaint whose last letter is older than
 * `afterDays` gets a reminder, in its own transaction, acting for the complaint's owner. One that
 * fails (the carrier has lost its address) is logged and tried again on the next run.
 */
export function complaintReminders(deps: {
  repo: ComplaintRepository;
  sender: ComplaintSender;
  afterDays: number;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  return async function remindDue() {
    const before = new Date(deps.now().getTime() - deps.afterDays * DAY_MS);
    const due = await deps.repo.dueReminders(before);
    let reminded = 0;
    let failed = 0;
    for (const row of due) {
      const owner = { customerId: row.customerId, companyId: row.companyId, demo: false, level: 0 };
      try {
        await deps.repo.db.transaction(async (tx) => {
          const locked = await deps.repo.lockDue(tx, row.id, before);
          if (!locked) return;
          await deps.sender.remind(tx, owner, locked, false);
          reminded++;
        });
      } catch (err) {
        failed++;
        deps.log.warn({ err, complaintId: row.id }, 'complaint reminder not sent');
      }
    }
    return { reminded, failed };
  };
}
