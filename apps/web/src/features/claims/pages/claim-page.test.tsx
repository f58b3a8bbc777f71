import type { Claim, Order } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { mockXhr } from '@/test/xhr-mock';
import { deadlines, makeClaim, makeFile, makeOrder } from '../test/shipment';
import { claimTexts } from '../texts';
import ClaimPage from './claim-page';

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
function serve(o: Options = {}) {
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

function render(search = '?id=41') {
  const router = createMemoryRouter([{ path: '/consignment/claim', Component: ClaimPage }], {
    initialEntries: [`/consignment/claim${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'skada.jpg', { type: 'image/jpeg' });
const invoice = new File(['%PDF-1.7 faktura'], 'faktura.pdf', { type: 'application/pdf' });

const box = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(amount = '12 500,50') {
  const form = await screen.findByTestId('claim-form');
  await userEvent.click(within(form).getByRole('radio', { name: 'Skada' }));
  await userEvent.type(box(/^Beskriv vad som hände/), 'Två lådor krossade vid leverans.');
  await userEvent.type(box(/^Begärt belopp/), amount);
  await userEvent.type(box(/^Bankgironummer/), '5050-1055');
}

async function attach(...files: File[]) {
  const input = screen
    .getByTestId('attachments-dropzone')
    .querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, files);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Skicka in anmälan' }));

describe('claim page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await claimTexts;
    await changeLanguage('sv');
  });

  it('shows the shipment, its notice periods and its claims beside the form', async () => {
    serve({ claims: [makeClaim({ id: 5, claimNo: 'SK-2026-000100', status: 'inReview' })] });
    render();
    const shipment = await screen.findByTestId('claim-shipment');
    expect(within(shipment).getByText('1234567897')).toBeInTheDocument();
    expect(within(shipment).getByText('DHL Freight')).toBeInTheDocument();
    expect(within(shipment).getByText('25 000,00 SEK')).toBeInTheDocument();
    expect(await screen.findByTestId('deadline-hiddenDamage')).toHaveAttribute('data-look', 'near');
    const row = await screen.findByTestId('claim-row');
    expect(within(row).getByText('SK-2026-000100')).toBeInTheDocument();
    expect(within(row).getByText('Under handläggning')).toBeInTheDocument();
    // Only an administrator records the insurer's decision.
    expect(screen.queryByTestId('claim-status-select')).not.toBeInTheDocument();
    expect(screen.getByText(/foton på skadan/)).toBeInTheDocument();
    expect(screen.getByText(/det signerade leveranskvittot/)).toBeInTheDocument();
  });

  it('saves the draft, uploads each file, then submits, and shows the claim number', async () => {
    const { log, calls } = serve();
    render();
    await fill();
    await attach(photo, invoice);
    expect(screen.getAllByTestId('attachment')).toHaveLength(2);
    await submit();
    const done = await screen.findByTestId('claim-submitted');
    expect(done).toHaveTextContent('Skadeanmälan SK-2026-000123 är inskickad');
    expect(done).toHaveTextContent('Status är Inskickad');
    expect(log).toEqual(['create', 'upload skada.jpg', 'upload faktura.pdf', 'submit']);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/claim/')?.body).toEqual({
      consignmentId: 41,
      kind: 'damage',
      description: 'Två lådor krossade vid leverans.',
      amount: 12500.5,
      bankAccount: { type: 'bankgiro', clearing: '', number: '50501055' },
    });
    // The list reads the shipment's claims again and shows the new one as submitted.
    const row = await screen.findByTestId('claim-row');
    expect(await within(row).findByText('Inskickad')).toBeInTheDocument();
  });

  it('keeps everything when the submit fails, says so as SPEC §8 does, and a retry goes on from there', async () => {
    const { log } = serve({ submitFailures: 1 });
    render();
    await fill();
    await attach(photo);
    await submit();
    const failure = await screen.findByTestId('claim-failure');
    expect(failure).toHaveTextContent('Det gick inte att skicka in skadeanmälan');
    // Said once: the server's code for the same failure is not repeated under it.
    expect(failure.textContent?.match(/Det gick inte att skicka/g)).toHaveLength(1);
    expect(failure).toHaveTextContent('Allt du skrivit och bifogat finns kvar');
    expect(box(/^Beskriv vad som hände/)).toHaveValue('Två lådor krossade vid leverans.');
    expect(box(/^Begärt belopp/)).toHaveValue('12 500,50');
    expect(box(/^Bankgironummer/)).toHaveValue('5050-1055');
    expect(within(screen.getByTestId('attachment')).getByText('Skickad')).toBeInTheDocument();
    await submit();
    expect(await screen.findByTestId('claim-submitted')).toHaveTextContent('SK-2026-000123');
    // The same draft again, not a second one, and the photo is not sent twice.
    expect(log).toEqual(['create', 'upload skada.jpg', 'submit', 'update', 'submit']);
  });

  it('sends only the files still missing after an upload failed', async () => {
    const { log } = serve({ uploadFailures: [2] });
    render();
    await fill();
    await attach(photo, invoice);
    await submit();
    expect(await screen.findByTestId('claim-failure')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('attachment');
    expect(within(first!).getByText('Skickad')).toBeInTheDocument();
    expect(within(second!).getByText('Inte skickad än')).toBeInTheDocument();
    await submit();
    await screen.findByTestId('claim-submitted');
    expect(log).toEqual([
      'create',
      'upload skada.jpg',
      'upload faktura.pdf failed',
      'update',
      'upload faktura.pdf',
      'submit',
    ]);
  });

  it('stops an amount over the insured value at the field, sending nothing', async () => {
    const { log } = serve();
    render();
    await fill('25 000,01');
    await submit();
    expect(await screen.findByText('Högst det försäkrade värdet, 25 000,00 SEK.')).toBeInTheDocument();
    expect(screen.getByText('Formuläret innehåller fel')).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it("says what the server refused, under SPEC §8's text, when it is something the user can mend", async () => {
    const { log } = serve({ refuseCreate: 'claim.amount_over_insured' });
    render();
    await fill();
    await submit();
    const failure = await screen.findByTestId('claim-failure');
    expect(failure).toHaveTextContent('Det gick inte att skicka in skadeanmälan');
    expect(failure).toHaveTextContent('Beloppet är högre än godsets försäkrade värde.');
    expect(log).toEqual([]);
  });

  it('pays to a bank account, with its clearing number, when that is chosen', async () => {
    const { calls } = serve();
    render();
    await fill();
    const types = screen.getByRole('radiogroup', { name: 'Typ av konto' });
    await userEvent.click(within(types).getByText('Bankkonto'));
    await userEvent.type(box(/^Clearingnummer/), '6789');
    await userEvent.clear(box(/^Kontonummer/));
    await userEvent.type(box(/^Kontonummer/), '123 456 789');
    await submit();
    await screen.findByTestId('claim-submitted');
    const create = calls.find((c) => c.method === 'POST' && c.path === '/api/claim/');
    expect(create?.body).toMatchObject({
      bankAccount: {
        type: 'bank',
        clearing: '6789',
        number: '123456789',
      },
    });
  });

  it("says a mistyped Bankgiro number's check digit is wrong before anything is sent", async () => {
    const { log } = serve();
    render();
    await fill();
    await userEvent.clear(box(/^Bankgironummer/));
    await userEvent.type(box(/^Bankgironummer/), '5050-1056');
    await submit();
    expect(
      await screen.findByText('Kontrollsiffran stämmer inte. Kontrollera att numret är rätt skrivet.'),
    ).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it('refuses a file over 10 MB in the browser, naming it', async () => {
    serve();
    render();
    await screen.findByTestId('claim-form');
    const big = new File(['x'], 'film.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await attach(big);
    expect(screen.getByTestId('attachments-refused')).toHaveTextContent(
      'film.jpg: filen är för stor, högst 10 MB.',
    );
    expect(screen.queryByTestId('attachment')).not.toBeInTheDocument();
  });

  it('takes up a draft saved on an earlier visit, with its files, and submits that one', async () => {
    const { log } = serve({ claims: [makeClaim({ files: [makeFile({ fileName: 'kvitto.pdf' })] })] });
    render();
    expect(await screen.findByText('Skadeanmälan (utkast)')).toBeInTheDocument();
    expect(box(/^Begärt belopp/)).toHaveValue('12\u00a0500,50');
    expect(within(screen.getByTestId('attachment')).getByText('kvitto.pdf')).toBeInTheDocument();
    await submit();
    await screen.findByTestId('claim-submitted');
    expect(log).toEqual(['update', 'submit']);
  });

  it('tells an uninsured shipment there is no claim to file, with no form', async () => {
    const { calls } = serve({ order: makeOrder({ insured: false, goodsValue: null, insurancePrice: null }) });
    render();
    const notice = await screen.findByTestId('claim-not-insured');
    expect(notice).toHaveTextContent('Sändningen är inte försäkrad');
    expect(notice).toHaveTextContent('Sändning 1234567897 bokades utan transportförsäkring');
    expect(within(notice).getByRole('link', { name: 'Öppna sändningen' })).toHaveAttribute(
      'href',
      '/consignment?orderNo=1000234',
    );
    expect(screen.queryByTestId('claim-form')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/claim/'))).toBe(false);
  });

  it('asks for a shipment when the address names none', async () => {
    serve();
    render('');
    expect(await screen.findByText(/Välj en sändning först/)).toBeInTheDocument();
  });

  it("lets an administrator record the insurer's next decision on a claim, by the domain's steps", async () => {
    const { log } = serve({
      admin: true,
      claims: [
        makeClaim({ id: 5, claimNo: 'SK-2026-000100', status: 'submitted' }),
        makeClaim({ id: 6, claimNo: 'SK-2026-000099', status: 'paid' }),
        makeClaim({ id: 4 }),
      ],
    });
    render();
    const select = await screen.findByRole('combobox', { name: 'Status för skadeanmälan SK-2026-000100' });
    // A draft is only submitted, and a paid claim is closed: neither has a status to set.
    expect(screen.getAllByTestId('claim-status-select')).toHaveLength(1);
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Under handläggning',
      'Godkänd',
      'Delvis godkänd',
      'Avslagen',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Godkänd' }));
    await waitFor(() => expect(log).toEqual(['status 5 approved']));
    expect(await screen.findByText('Skadeanmälan SK-2026-000100 har nu status Godkänd.')).toBeInTheDocument();
  });
});
