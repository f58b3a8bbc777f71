import type { OpeningDay, ServicePoint, Weekday } from '@skeppa/domain';

/**
 * UPS Locator API (`POST /api/locations/v3/search/availabilities/64`, access point search) as
 * Locator.yaml (shared/carrier-contracts/ups) describes its answer: only the parts we read. v3
 * answers every list as an array. A live adapter parses UPS's answer into this shape and calls
 * `servicePointsFromUpsLocator`; the sandbox builds the same shape (sandbox-locator.ts).
 */
export interface UpsLocatorResponse {
  LocatorResponse: {
    Response: { ResponseStatusCode?: string; ResponseStatusDescription?: string };
    SearchResults: { DropLocation?: UpsDropLocation[]; Disclaimer?: string };
    AllowAllConfidenceLevels?: string;
  };
}

export interface UpsDropLocation {
  LocationID: string;
  AddressKeyFormat: {
    ConsigneeName?: string;
    AddressLine: string;
    PoliticalDivision2: string;
    PoliticalDivision1?: string;
    PostcodePrimaryLow: string;
    CountryCode: string;
  };
  Distance: { Value: string; UnitOfMeasurement: { Code: string; Description?: string } };
  LocationAttribute?: {
    OptionType: { Code: string; Description: string };
    OptionCode: { Code: string; Description?: string; Name?: string }[];
  }[];
  OperatingHours?: {
    StandardHours?: {
      HoursType: string;
      DayOfWeek: UpsDayOfWeek[];
    }[];
  };
  AccessPointInformation?: {
    PublicAccessPointID?: string;
    AccessPointStatus?: { Code: string; Description: string };
    BusinessClassificationList?: { BusinessClassification: { Code: string; Description: string }[] };
  };
}

/** One day's hours: military times, or a present ClosedIndicator / Open24HoursIndicator. */
export interface UpsDayOfWeek {
  Day: string;
  OpenHours?: string;
  CloseHours?: string;
  ClosedIndicator?: string;
  Open24HoursIndicator?: string;
  /** HoursType 50 only: the latest drop-off. */
  LatestDropOffHours?: string;
}

/** Locator's `Day`: 1 Sunday … 7 Saturday. */
const UPS_DAYS: Record<string, Weekday> = {
  '1': 'sun',
  '2': 'mon',
  '3': 'tue',
  '4': 'wed',
  '5': 'thu',
  '6': 'fri',
  '7': 'sat',
};
const WEEK: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Locator's military time ("930", "1700", "0" for midnight) as "09:30", "17:00", "00:00". */
export function upsClock(hhmm: string): string {
  const digits = hhmm.trim().padStart(4, '0');
  return `${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
}

/** Regular operating hours (HoursType 10), Monday first; a closing at midnight reads "24:00". */
function openingHours(location: UpsDropLocation): OpeningDay[] {
  const regular = location.OperatingHours?.StandardHours?.find((h) => h.HoursType === '10');
  if (!regular) return [];
  const byDay = new Map<Weekday, string[]>();
  for (const d of regular.DayOfWeek) {
    const day = UPS_DAYS[d.Day];
    if (!day) continue;
    const ranges = byDay.get(day) ?? [];
    if (d.Open24HoursIndicator !== undefined) ranges.push('00:00–24:00');
    else if (d.ClosedIndicator === undefined && d.OpenHours && d.CloseHours) {
      const close = upsClock(d.CloseHours);
      ranges.push(`${upsClock(d.OpenHours)}–${close === '00:00' ? '24:00' : close}`);
    }
    byDay.set(day, ranges);
  }
  return WEEK.filter((day) => byDay.has(day)).map((day) => ({ day, ranges: byDay.get(day) ?? [] }));
}

/** Metres from Locator's distance in KM or MI ("0.4"). */
function metres(distance: UpsDropLocation['Distance']): number {
  const value = Number.parseFloat(distance.Value);
  if (!Number.isFinite(value) || value < 0) return 0;
  const perUnit = distance.UnitOfMeasurement.Code === 'MI' ? 1609.344 : 1000;
  return Math.round(value * perUnit);
}

/** The location type (OptionType 01) as UPS names it: "UPS Access Point™", "… Locker". */
function accessPointType(location: UpsDropLocation): string | null {
  const type = location.LocationAttribute?.find((a) => a.OptionType.Code === '01');
  const text = type?.OptionCode[0]?.Description ?? type?.OptionCode[0]?.Name;
  return text?.trim() ? text.trim().slice(0, 60) : null;
}

/**
 * UPS's access points as our service points, nearest first: the public access point id (UPS says
 * not to show its LocationID, and ShipTo's access point takes the public id), the shop's name,
 * its address, regular hours and distance. Points UPS marks other than active-available (status
 * 01) are left out: a parcel cannot be sent there.
 */
export function servicePointsFromUpsLocator(response: UpsLocatorResponse): ServicePoint[] {
  const locations = response.LocatorResponse.SearchResults.DropLocation ?? [];
  return locations
    .filter((l) => {
      const status = l.AccessPointInformation?.AccessPointStatus?.Code;
      return status === undefined || status === '01';
    })
    .map((l) => {
      const a = l.AddressKeyFormat;
      return {
        carrierCode: 225,
        id: l.AccessPointInformation?.PublicAccessPointID ?? l.LocationID,
        name: (a.ConsigneeName ?? '').trim(),
        street: a.AddressLine.trim(),
        postcode: a.PostcodePrimaryLow.replace(/\s+/g, ''),
        city: a.PoliticalDivision2.trim(),
        countryCode: a.CountryCode.toUpperCase(),
        openingHours: openingHours(l),
        distanceMetres: metres(l.Distance),
        accessPointType: accessPointType(l),
      };
    })
    .sort((x, y) => x.distanceMetres - y.distanceMetres);
}
