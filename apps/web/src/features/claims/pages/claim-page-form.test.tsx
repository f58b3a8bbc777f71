import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  attach,
  box,
  fill,
  invoice,
  photo,
  render,
  serve,
  signedInInSwedish,
  submit,
} from '../test/claim-page';
import { makeClaim, makeFile } from '../test/shipment';

// Filling in a claim, its attachments and the submit: what is sent, in which order, and what the
// page says when the browser or the server refuses it.

describe('claim page: the claim form', { timeout: 30_000 }, () => {
  beforeEach(signedInInSwedish);

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
});
