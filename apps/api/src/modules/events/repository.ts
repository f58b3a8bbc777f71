import type { DomainEvent } from '@skeppa/domain';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventDeliveries, events } from '../../db/schema/index.ts';

export function eventRepository(ex: Executor) {
  return {
    /** One statement for a change's events, however many (a contact import writes thousands). */
    insert(list: readonly DomainEvent[]) {
      return ex
        .insert(events)
        .values(
          list.map(({ type, companyId, subjectId, payload }) => ({ type, companyId, subjectId, payload })),
        )
        .returning({ id: events.id, type: events.type });
    },

    async find(id: string) {
      const [row] = await ex.select().from(events).where(eq(events.id, id));
      return row;
    },

    /**
     * Marks the event handled by the subscriber, false when it already was. A second delivery
     * running at the same time waits here on the first's row, then finds it or, when the first
     * rolled back, takes its place.
     */
    async claim(eventId: string, subscriber: string) {
      const rows = await ex
        .insert(eventDeliveries)
        .values({ eventId, subscriber })
        .onConflictDoNothing()
        .returning({ eventId: eventDeliveries.eventId });
      return rows.length > 0;
    },

    /** Events older than the cut-off, with their delivery marks (the foreign key cascades). */
    async deleteBefore(cutoff: Date) {
      const rows = await ex.delete(events).where(lt(events.createdAt, cutoff)).returning({ id: events.id });
      return rows.length;
    },
  };
}
