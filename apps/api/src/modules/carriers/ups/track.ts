import { type TrackingEvent, upsTrackingStatusOf } from '@skeppa/domain';
import type { CarrierTracking } from '../types.ts';

interface UpsActivity {
  date?: string;
  time?: string;
  gmtDate?: string;
  gmtTime?: string;
  gmtOffset?: string;
  location?: { address?: { city?: string; countryCode?: string; country?: string } };
  status?: { type?: string; code?: string; statusCode?: string; description?: string };
}

interface UpsTrackPackage {
  activity?: UpsActivity[];
  deliveryDate?: { type?: string; date?: string }[];
}

const ymd = (d: string) => (/^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : null);
const hms = (t: string) => {
  const digits = t.trim().padStart(6, '0');
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}:${digits.slice(2, 4)}:${digits.slice(4, 6)}` : null;
};
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/** The activity's moment: local date and time with UPS's offset, else its GMT date and time. */
function momentOf(a: UpsActivity): string | null {
  const day = ymd(a.date ?? '');
  const time = hms(a.time ?? '');
  if (day && time && OFFSET.test(a.gmtOffset ?? '')) return `${day}T${time}${a.gmtOffset}`;
  const gmtDay = ymd(a.gmtDate ?? '');
  const gmtTime = hms(a.gmtTime ?? '');
  return gmtDay && gmtTime ? `${gmtDay}T${gmtTime}Z` : null;
}

function eventOf(a: UpsActivity): TrackingEvent | null {
  const at = momentOf(a);
  if (!at) return null;
  const type = a.status?.type?.trim() ?? '';
  const code = a.status?.code?.trim() || type;
  const mapped = upsTrackingStatusOf({ type, statusCode: a.status?.statusCode ?? null });
  const address = a.location?.address;
  const country = address?.countryCode?.trim().toUpperCase() ?? '';
  return {
    at,
    place: /^[A-Z]{2}$/.test(country)
      ? { city: (address?.city ?? '').trim().slice(0, 60), countryCode: country }
      : null,
    carrierCode: (code || 'NA').slice(0, 40),
    carrierText: (a.status?.description ?? '').trim().slice(0, 500),
    status: mapped.status,
    cause: mapped.cause,
  };
}

/**
 * UPS's Track answer (`trackResponse.shipment[].package[]`) as our tracking: every activity of
 * the shipment's first package (UPS names the shipment by it), oldest first, and the delivery
 * day UPS expects (scheduled `SDD`, else rescheduled `RDD`, the latest said). An activity
 * without a readable time is left out rather than placed at a guessed one.
 */
export function parseTracking(body: unknown, consignmentNo: string): CarrierTracking | null {
  const shipments = (body as { trackResponse?: { shipment?: { package?: UpsTrackPackage[] }[] } } | null)
    ?.trackResponse?.shipment;
  const pkg = shipments?.[0]?.package?.[0];
  if (!pkg) return null;
  const events = (pkg.activity ?? [])
    .map(eventOf)
    .filter((e): e is TrackingEvent => e !== null)
    .sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
  const days = pkg.deliveryDate ?? [];
  const expected = ['RDD', 'SDD']
    .map((type) => days.find((d) => d.type === type)?.date)
    .map((d) => (d ? ymd(d) : null))
    .find((d) => d !== null);
  return { consignmentNo, events, expectedDelivery: expected ?? null };
}
