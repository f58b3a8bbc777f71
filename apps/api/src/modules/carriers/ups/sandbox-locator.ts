import type { OpeningDay, Weekday } from '@skeppa/domain';
import type { PointSite } from '../sandbox/service-points.ts';
import type { UpsDayOfWeek, UpsLocatorResponse } from './locator.ts';

const DAY_NUMBER: Record<Weekday, string> = {
  sun: '1',
  mon: '2',
  tue: '3',
  wed: '4',
  thu: '5',
  fri: '6',
  sat: '7',
};

/** "08:00–21:00" as Locator's "0800" and "2100"; midnight is "0". */
const military = (clock: string) => (clock === '00:00' || clock === '24:00' ? '0' : clock.replace(':', ''));

function dayOfWeek(day: OpeningDay): UpsDayOfWeek[] {
  const Day = DAY_NUMBER[day.day];
  if (day.ranges.length === 0) return [{ Day, ClosedIndicator: '' }];
  return day.ranges.map((range) => {
    if (range === '00:00–24:00') return { Day, Open24HoursIndicator: 'true' };
    const [open = '', close = ''] = range.split('–');
    return { Day, OpenHours: military(open), CloseHours: military(close) };
  });
}

/**
 * The sandbox's access points as UPS's Locator would answer them (request option 64, unit KM,
 * version v3): one DropLocation per site with its public access point id, address, distance,
 * location type and regular hours (HoursType 10), so the sandbox goes through the same mapper as
 * the live adapter will.
 */
export function sandboxLocatorResponse(sites: PointSite[]): UpsLocatorResponse {
  return {
    LocatorResponse: {
      Response: { ResponseStatusCode: '1', ResponseStatusDescription: 'Success' },
      AllowAllConfidenceLevels: 'false',
      SearchResults: {
        DropLocation: sites.map((s, i) => ({
          LocationID: String(300_000 + i),
          AddressKeyFormat: {
            ConsigneeName: s.name,
            AddressLine: s.street,
            PoliticalDivision2: s.city,
            PoliticalDivision1: '',
            PostcodePrimaryLow: s.postcode,
            CountryCode: s.countryCode,
          },
          Distance: {
            Value: (s.distanceMetres / 1000).toFixed(1),
            UnitOfMeasurement: { Code: 'KM', Description: 'Kilometers' },
          },
          LocationAttribute: [
            {
              OptionType: { Code: '01', Description: 'Location' },
              OptionCode: [
                s.chain.locker
                  ? { Code: '019', Description: 'UPS Access Point™ Locker' }
                  : { Code: '018', Description: 'UPS Access Point™' },
              ],
            },
          ],
          OperatingHours: {
            StandardHours: [{ HoursType: '10', DayOfWeek: s.chain.hours.flatMap(dayOfWeek) }],
          },
          AccessPointInformation: {
            PublicAccessPointID: s.id,
            AccessPointStatus: { Code: '01', Description: 'Active-available' },
          },
        })),
      },
    },
  };
}
