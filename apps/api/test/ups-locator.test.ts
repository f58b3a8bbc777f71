import { describe, expect, it } from 'vitest';
import {
  servicePointsFromUpsLocator,
  type UpsLocatorResponse,
  upsClock,
} from '../src/modules/carriers/ups/locator.ts';

// UPS Locator's answer (Locator.yaml, v3, request option 64) mapped onto our service points: the
// mapper the sandbox goes through and the live adapter will reuse. The document is shaped as
// UPS's schema has it, with the cases it allows: miles, a closed day, a day open round the clock,
// a day with a lunch break, a suspended point, a locker, midnight as "0".
const document: UpsLocatorResponse = {
  LocatorResponse: {
    Response: { ResponseStatusCode: '1', ResponseStatusDescription: 'Success' },
    AllowAllConfidenceLevels: 'false',
    SearchResults: {
      DropLocation: [
        {
          LocationID: '412345',
          AddressKeyFormat: {
            ConsigneeName: 'Pressbyrån Centralstationen',
            AddressLine: 'Centralplan 15',
            PoliticalDivision2: 'STOCKHOLM',
            PoliticalDivision1: '',
            PostcodePrimaryLow: '111 20',
            CountryCode: 'se',
          },
          Distance: { Value: '0.7', UnitOfMeasurement: { Code: 'KM', Description: 'Kilometers' } },
          LocationAttribute: [
            {
              OptionType: { Code: '01', Description: 'Location' },
              OptionCode: [{ Code: '018', Description: 'UPS Access Point™' }],
            },
            { OptionType: { Code: '03', Description: 'Additional Services' }, OptionCode: [{ Code: '001' }] },
          ],
          OperatingHours: {
            StandardHours: [
              {
                HoursType: '50',
                DayOfWeek: [{ Day: '2', LatestDropOffHours: '1700' }],
              },
              {
                HoursType: '10',
                DayOfWeek: [
                  { Day: '1', ClosedIndicator: '' },
                  { Day: '2', OpenHours: '630', CloseHours: '1200' },
                  { Day: '2', OpenHours: '1300', CloseHours: '0' },
                  { Day: '3', Open24HoursIndicator: 'true' },
                  { Day: '7', OpenHours: '0800', CloseHours: '2100' },
                ],
              },
            ],
          },
          AccessPointInformation: {
            PublicAccessPointID: 'U12345678',
            AccessPointStatus: { Code: '01', Description: 'Active-available' },
          },
        },
        {
          LocationID: '412346',
          AddressKeyFormat: {
            ConsigneeName: 'UPS Access Point Locker Sergels torg',
            AddressLine: 'Sergels torg 1',
            PoliticalDivision2: 'Stockholm',
            PostcodePrimaryLow: '11157',
            CountryCode: 'SE',
          },
          Distance: { Value: '0.2', UnitOfMeasurement: { Code: 'MI' } },
          LocationAttribute: [
            {
              OptionType: { Code: '01', Description: 'Location' },
              OptionCode: [{ Code: '019', Description: 'UPS Access Point™ Locker' }],
            },
          ],
          AccessPointInformation: {
            PublicAccessPointID: 'U87654321',
            AccessPointStatus: { Code: '01', Description: 'Active-available' },
          },
        },
        {
          LocationID: '412347',
          AddressKeyFormat: {
            ConsigneeName: '7-Eleven Vasagatan',
            AddressLine: 'Vasagatan 7',
            PoliticalDivision2: 'Stockholm',
            PostcodePrimaryLow: '11120',
            CountryCode: 'SE',
          },
          Distance: { Value: '0.5', UnitOfMeasurement: { Code: 'KM' } },
          AccessPointInformation: {
            PublicAccessPointID: 'U11111111',
            AccessPointStatus: { Code: '06', Description: 'Suspended' },
          },
        },
      ],
    },
  },
};

describe('UPS Locator → service points', () => {
  it('maps each active access point, nearest first', () => {
    expect(servicePointsFromUpsLocator(document)).toEqual([
      {
        carrierCode: 225,
        id: 'U87654321',
        name: 'UPS Access Point Locker Sergels torg',
        street: 'Sergels torg 1',
        postcode: '11157',
        city: 'Stockholm',
        countryCode: 'SE',
        openingHours: [],
        distanceMetres: 322,
        accessPointType: 'UPS Access Point™ Locker',
      },
      {
        carrierCode: 225,
        id: 'U12345678',
        name: 'Pressbyrån Centralstationen',
        street: 'Centralplan 15',
        postcode: '11120',
        city: 'STOCKHOLM',
        countryCode: 'SE',
        openingHours: [
          { day: 'mon', ranges: ['06:30–12:00', '13:00–24:00'] },
          { day: 'tue', ranges: ['00:00–24:00'] },
          { day: 'sat', ranges: ['08:00–21:00'] },
          { day: 'sun', ranges: [] },
        ],
        distanceMetres: 700,
        accessPointType: 'UPS Access Point™',
      },
    ]);
  });

  it('reads military time, midnight included', () => {
    expect(upsClock('930')).toBe('09:30');
    expect(upsClock('1845')).toBe('18:45');
    expect(upsClock('0')).toBe('00:00');
  });

  it('answers no points for an answer without locations', () => {
    expect(servicePointsFromUpsLocator({ LocatorResponse: { Response: {}, SearchResults: {} } })).toEqual([]);
  });
});
