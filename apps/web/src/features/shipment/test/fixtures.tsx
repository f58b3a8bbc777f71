import { newConsignment, type Quote } from '@skeppa/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { newDraft, type ShipmentDraft } from '../model/draft';
import { useDraftStore } from '../model/draft-store';
import { shipmentTexts } from '../texts';

// The pages draw after the route has loaded the feature's texts; tests that render them directly
// wait for them here, or a busy machine shows their keys instead.
await shipmentTexts;

/** A draft that passes validation: one parcel Stockholm → Göteborg. */
export function completeDraft(overrides: Partial<ShipmentDraft> = {}): ShipmentDraft {
  const draft = newDraft(newConsignment());
  return {
    ...draft,
    from: { countrycode: 'SE', postcode: '11351', city: 'Stockholm', state: '' },
    to: { countrycode: 'SE', postcode: '41104', city: 'Göteborg', state: '' },
    goods: draft.goods.map((g) => ({ ...g, weight: '5', length: '40', width: '30', height: '20' })),
    ...overrides,
  };
}

const CITIES: Record<string, string> = { '11351': 'Stockholm', '41104': 'Göteborg' };

/** The postcode lookup for the places of the complete draft, which the form looks up on sight. */
export const draftPostcodes: Responder = (c) => {
  const postcode = /^\/api\/postcode\/SE\/(\d{5})$/.exec(c.path)?.[1];
  const city = postcode ? CITIES[postcode] : undefined;
  return postcode && city ? json(200, { countrycode: 'SE', postcode, city }) : undefined;
};

export function setDraft(draft: ShipmentDraft | null) {
  useDraftStore.setState({ draft });
}

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    consignmentIndex: 0,
    templateId: 1,
    templateName: 'dsv_groupage',
    templateSubject: 'DSV Styckegods',
    supplier: 'DSV',
    supplierId: 4,
    logo: 'dsv',
    price: 1162.57,
    vat: 290.64,
    total: 1453.21,
    currency: 'SEK',
    chargeableWeight: 538,
    chargeableWeightRule: 'volume',
    actualWeight: 400,
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    lines: [
      { code: 'freight', amount: 858.76 },
      { code: 'fuel', percent: 15, amount: 128.81 },
      { code: 'pickup', amount: 110 },
      { code: 'bigCity', amount: 65 },
    ],
    serviceOptions: [],
    ...overrides,
  };
}

/** Renders shipment pages in a memory router; other paths show their name. */
export function renderAt(path: string, routes: { path: string; Component: React.ComponentType }[]) {
  const others = [
    { path: '/shipment/price', element: <p>step 1</p> },
    { path: '/shipment/select', element: <p>step 2</p> },
    { path: '/shipment/complete', element: <p>step 3</p> },
    { path: '/welcome', element: <p>welcome</p> },
  ].filter((o) => !routes.some((r) => r.path === o.path));
  const router = createMemoryRouter([...routes, ...others], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
