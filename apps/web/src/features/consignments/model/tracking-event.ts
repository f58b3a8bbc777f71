import type { ShipmentTracking } from '@skeppa/domain';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const stockholmOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

/** Stockholm's offset at an instant, as "+01:00" or "+02:00". */
function offsetInStockholm(at: Date): string {
  const name = stockholmOffset.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  // "GMT+01:00"; "GMT" alone is UTC.
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/**
 * When a carrier event happened, as the carrier wrote it: its own local date and time
 * ("2026-11-20 14:32"), never moved into Swedish time, since a coordinator compares it with what the
 * carrier's own page and driver say. Its UTC offset comes along only where it is not Sweden's at
 * that moment (a scan in Louisville: "UTC−05:00"), so a Swedish timeline stays uncluttered.
 */
export function carrierLocalTime(at: string): { dateTime: string; offset: string | null } {
  const m = LOCAL.exec(at);
  if (!m) return { dateTime: at, offset: null };
  const [, date, time, zone] = m as unknown as [string, string, string, string];
  const offset = zone === 'Z' ? '+00:00' : zone;
  const instant = new Date(at);
  const foreign = Number.isNaN(instant.getTime()) || offset !== offsetInStockholm(instant);
  return { dateTime: `${date} ${time}`, offset: foreign ? `UTC${offset.replace('-', '−')}` : null };
}

/** When the shipment was delivered: the newest delivered event's time, or null. */
export function deliveredAt(tracking: Pick<ShipmentTracking, 'status' | 'events'>): string | null {
  if (tracking.status !== 'delivered') return null;
  return tracking.events.find((e) => e.event.status === 'delivered')?.event.at ?? null;
}

/** How long a booking's tracking may take to start (the job queue delivers its event in seconds). */
export const TRACKING_START_MS = 10 * 60_000;

/** Until when a missing tracking of a booking is taken as starting rather than absent. */
export function trackingStartsBy(dateBooked: string): number {
  const booked = Date.parse(dateBooked);
  return Number.isNaN(booked) ? 0 : booked + TRACKING_START_MS;
}

/**
 * The tracking of a booking the order says is cancelled. Tracking stops on the cancellation's
 * event, which the job queue delivers seconds after the order changed: until then the order is
 * believed, so the page never shows a cancelled booking as on its way with a delivery day.
 */
export function asCancelled(tracking: ShipmentTracking): ShipmentTracking {
  if (tracking.status === 'cancelled') return tracking;
  return { ...tracking, status: 'cancelled', expectedDelivery: null, finished: true };
}
