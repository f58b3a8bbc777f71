import { addCalendarDays, stockholmWallTime, todayInStockholm } from '@skeppa/domain';
import { AppError, ERRORS } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import { label } from './audited.ts';
import type { ComplaintRepository } from './repository.ts';
import type { ComplaintSender } from './sending.ts';
import { viewerOf } from './viewer.ts';

/** Refused until the next Stockholm midnight, which the answer names so the screen can say when. */
function reminderTooSoon(lastDay: string): AppError {
  const again = new Date(stockholmWallTime(addCalendarDays(lastDay, 1), 0, 0)).toISOString();
  const description = `${ERRORS['complaint.reminder_too_soon'].description} (from ${again})`;
  return new AppError('complaint.reminder_too_soon', description, [
    { code: 'complaint.reminder_too_soon', description, values: [again] },
  ]);
}

/** A reminder to the carrier by hand: a sent, unanswered complaint, once a Stockholm day. */
export function handReminder(deps: {
  repo: ComplaintRepository;
  sender: ComplaintSender;
  audit: Audit;
  now: () => Date;
}) {
  const { repo, audit } = deps;
  return async function remind(user: AccessClaims, id: number) {
    const row = await repo.db.transaction(async (tx) => {
      const locked = await repo.lock(tx, id, viewerOf(user));
      if (!locked) throw new AppError('complaint.not_found');
      if (!locked.sentDate || locked.processed || locked.replyToMember !== '')
        throw new AppError('complaint.not_remindable');
      const lastDay = todayInStockholm(locked.lastReminderAt ?? locked.sentDate);
      if (lastDay === todayInStockholm(deps.now())) throw reminderTooSoon(lastDay);
      const reminded = await deps.sender.remind(tx, user, locked);
      await audit.record(tx, user, {
        action: 'complaint.reminded',
        object: { id: reminded.id, label: label(reminded) },
        changes: changedFields(
          { lastReminder: locked.lastReminderAt },
          { lastReminder: reminded.lastReminderAt },
        ),
      });
      return reminded;
    });
    return { id: row.id, lastReminderDate: row.lastReminderAt!.toISOString() };
  };
}
