import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServicePoint } from '../entities/service-point.ts';
import {
  bookedServicePoint,
  deliversToServicePoint,
  distanceText,
  SERVICE_POINT_CARRIER_CODE,
  SERVICE_POINT_MISSING_CODE,
  servicePointAddress,
  servicePointProblem,
} from './service-point.ts';

const point: ServicePoint = {
  carrierCode: 116,
  id: '421337',
  name: 'ICA Nära Tullen',
  street: 'Storgatan 12',
  postcode: '65224',
  city: 'Karlstad',
  countryCode: 'SE',
  openingHours: [],
  distanceMetres: 350,
  accessPointType: null,
};
const dhl = { supplierId: 116, locationFinder: true, locationFinderUPS: false };
const door = { supplierId: 116, locationFinder: false, locationFinderUPS: false };

describe('service point rules', () => {
  it('sends a locationFinder or locationFinderUPS template to a service point', () => {
    expect(deliversToServicePoint(dhl)).toBe(true);
    expect(deliversToServicePoint({ supplierId: 225, locationFinder: false, locationFinderUPS: true })).toBe(
      true,
    );
    expect(deliversToServicePoint(door)).toBe(false);
  });

  it('refuses a service point template without a point, or with another carrier’s', () => {
    expect(servicePointProblem(dhl, null)).toBe(SERVICE_POINT_MISSING_CODE);
    expect(servicePointProblem(dhl, { ...point, carrierCode: 225 })).toBe(SERVICE_POINT_CARRIER_CODE);
    expect(servicePointProblem(dhl, point)).toBeNull();
  });

  it('ignores a point left over on a door-to-door template', () => {
    expect(servicePointProblem(door, point)).toBeNull();
    expect(bookedServicePoint(door, point)).toBeNull();
    expect(bookedServicePoint(dhl, point)).toBe(point);
  });

  it('writes the address and the distance as a Swede reads them', () => {
    expect(servicePointAddress(point)).toBe('Storgatan 12, 652 24 Karlstad');
    expect(distanceText(348)).toBe('350 m');
    expect(distanceText(1240)).toBe('1,2 km');
  });

  it('never writes a distance without its unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (m) => {
        expect(distanceText(m)).toMatch(/^\d+(,\d)? k?m$/);
      }),
    );
  });
});
