import { z } from 'zod';
import { textSchema } from './primitives.ts';

const text = (max: number) => textSchema.max(max);

/** The days of a service point's week, Monday first as a Swedish week is read. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One day's opening hours as readable ranges, "08:00–21:00" (an en dash, 24-hour clock); no range
 * means closed that day, "00:00–24:00" open round the clock.
 */
export const openingDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  ranges: z.array(text(20)).max(4),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

/**
 * A carrier's service point (DHL Service Point, a DSV partner shop, a UPS Access Point) where the
 * goods are delivered instead of the receiver's door and the receiver collects them (issue 31.6).
 * Kept whole on the consignment, as the carrier answered it when the user chose it: the booking
 * sends its id and the documents print its name and address without asking the carrier again.
 */
export const servicePointSchema = z.object({
  /** The carrier that runs the point: a point is only ever sent to its own carrier. */
  carrierCode: z.number().int(),
  /** The carrier's own id of the point (UPS: PublicAccessPointID). */
  id: text(40).regex(/\S/),
  name: text(100),
  street: text(100),
  postcode: text(12),
  city: text(60),
  countryCode: textSchema.length(2),
  /** Monday to Sunday, each day once; empty when the carrier does not say. */
  openingHours: z.array(openingDaySchema).max(7),
  /** Straight-line distance from the receiver's postcode, metres. */
  distanceMetres: z.number().int().min(0).max(1_000_000),
  /** UPS only: the kind of access point as UPS names it ("UPS Access Point™", "… Locker"). */
  accessPointType: text(60).nullable(),
});
export type ServicePoint = z.infer<typeof servicePointSchema>;
