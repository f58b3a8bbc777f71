import type { Claim, Order } from '@skeppa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLanguage } from '@/shared/i18n/i18n';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { mockXhr } from '@/test/xhr-mock';
import ClaimPage from '../pages/claim-page';
import { claimTexts } from '../texts';
import { deadlines, makeClaim, makeFile, makeOrder } from './shipment';

// What the claim page's tests share: the API as the page meets it, the page rendered at its
// address, and the steps of filling in a claim as a user takes them.

/** A customer signed in, the claim texts loaded, in Swedish: before each test. */
export async function signedInInSwedish() {
  await setUser(customerUser);
  await claimTexts;
  await changeLanguage('sv');
}

interface Options {
  order?: Order;
  claims?: Claim[];
  admin?: boolean;
  /** Answers of POST /claim/submit/3 in turn; past the list, the claim is submitted. */
  submitFailures?: number;
  /** The uploads (counted from 1) that fail once. */
  uploadFailures?: number[];
  /** The code POST /claim/ refuses a draft with (400). */
  refuseCreate?: string;
}

/**
 * The API as the claim page meets it, keeping one log of the calls that change something (fetch
 * and the uploads' XMLHttpRequest alike), in the order they came.
 */
export function serve(o: Options = {}) {
  const order = o.order ?? makeOrder();
  const log: string[] = [];
  let claims = o.claims ?? [];
  let submitFailures = o.submitFailures ?? 0;
  let uploads = 0;
  let draft: Claim | null = null;
  const { calls } = mockFetch((c) => {
    if (c.path === '/api/customer/7') return json(200, makeCustomer({ custLevel: o.admin ? 1 : 2 }));
    if (c.path === '/api/consignment/41') return json(200, { consignments: [order.consignment], errors: [] });
    if (c.path === '/api/order/1000234') return json(200, order);
    if (c.path === '/api/consignment/deadlines/41') return json(200, deadlines);
    if (c.path === '/api/claim/consignment/41') return json(200, { items: claims });
    const body = c.body as Record<string, unknown>;
    if (c.method === 'POST' && c.path === '/api/claim/' && o.refuseCreate)
      return apiErrorResponse(400, o.refuseCreate);
    if (c.method === 'POST' && c.path === '/api/claim/') {
      log.push('create');
      draft = makeClaim({ ...(body as Partial<Claim>), id: 3, status: 'draft' });
      claims = [draft, ...claims];
      return json(201, draft);
    }
    if (c.method === 'PUT' && c.path === '/api/claim/') {
      log.push('update');
      draft = { ...(claims.find((x) => x.id === body.id) as Claim), ...(body as Partial<Claim>) };
      return json(200, draft);
    }
    if (c.method === 'POST' && c.path === '/api/claim/submit/3') {
      log.push('submit');
      if (submitFailures-- > 0) return apiErrorResponse(503, 'claim.submit_failed');
      const done = makeClaim({ ...draft, claimNo: 'SK-2026-000123', status: 'submitted' });
      claims = claims.map((x) => (x.id === 3 ? done : x));
      return json(200, done);
    }
    if (c.method === 'PUT' && c.path.startsWith('/api/claim/status/')) {
      log.push(`status ${c.path.split('/').pop()} ${String(body.status)}`);
      return json(200, makeClaim({ ...claims[0], status: body.status as Claim['status'] }));
    }
    return undefined;
  });
  mockXhr((c) => {
    if (c.method !== 'POST' || c.path !== '/api/claim/file/upload/3') return undefined;
    const file = (c.body as FormData).get('file') as File;
    uploads++;
    if (o.uploadFailures?.includes(uploads)) {
      log.push(`upload ${file.name} failed`);
      return apiErrorResponse(500, 'internal');
    }
    log.push(`upload ${file.name}`);
    return json(201, makeFile({ id: 20 + uploads, fileName: file.name, size: file.size }));
  });
  return { log, calls };
}

export function render(search = '?id=41') {
  const router = createMemoryRouter([{ path: '/consignment/claim', Component: ClaimPage }], {
    initialEntries: [`/consignment/claim${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

export const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'skada.jpg', {
  type: 'image/jpeg',
});
export const invoice = new File(['%PDF-1.7 faktura'], 'faktura.pdf', { type: 'application/pdf' });

export const box = (name: RegExp) => screen.getByRole('textbox', { name });

export async function fill(amount = '12 500,50') {
  const form = await screen.findByTestId('claim-form');
  await userEvent.click(within(form).getByRole('radio', { name: 'Skada' }));
  await userEvent.type(box(/^Beskriv vad som hände/), 'Två lådor krossade vid leverans.');
  await userEvent.type(box(/^Begärt belopp/), amount);
  await userEvent.type(box(/^Bankgironummer/), '5050-1055');
}

export async function attach(...files: File[]) {
  const input = screen
    .getByTestId('attachments-dropzone')
    .querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, files);
}

export const submit = () => userEvent.click(screen.getByRole('button', { name: 'Skicka in anmälan' }));
