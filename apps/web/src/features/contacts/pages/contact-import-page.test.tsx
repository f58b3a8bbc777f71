import type { ContactImportResponse } from '@skeppa/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactTexts } from '@/shared/contacts/texts';
import { setUser } from '@/shared/session/session-store';
import { apiErrorResponse, json } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { mockXhr, type XhrCall } from '@/test/xhr-mock';
import ContactImportPage from './contact-import-page';

const answer = (preview: boolean): ContactImportResponse => ({
  preview,
  format: 'csv',
  rows: [
    {
      row: 2,
      action: 'create',
      id: preview ? null : 41,
      summary: {
        company: 'Lager AB',
        fullName: '',
        address1: 'Gatan 1',
        postcode: '11351',
        city: 'Stockholm',
        country: 'SE',
      },
      problems: [],
      duplicateOf: null,
      duplicateRow: null,
      outcome: preview ? 'valid' : 'created',
    },
  ],
  counts: { rows: 1, valid: 1, invalid: 0, duplicates: 0, created: preview ? 0 : 1, updated: 0, skipped: 0 },
});

const imports = (c: XhrCall) =>
  c.method === 'POST' && c.path.startsWith('/api/contact/import/')
    ? json(200, answer(c.path.includes('preview=1')))
    : undefined;

function renderImport() {
  const router = createMemoryRouter([{ path: '/contact/import', Component: ContactImportPage }], {
    initialEntries: ['/contact/import'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const file = new File(
  ['COMPANY;ADDRESS1;POSTCODE;CITY;COUNTRY\r\nLager AB;Gatan 1;11351;Stockholm;SE\r\n'],
  'kontakter.csv',
  {
    type: 'text/csv',
  },
);

async function chooseAndRead() {
  await screen.findByRole('button', { name: 'Läs in och kontrollera' });
  await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  await userEvent.click(screen.getByRole('button', { name: 'Läs in och kontrollera' }));
}

describe('contact import page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await contactTexts;
  });

  it('sends the file as the multipart field "file" for the preview and again for the import', async () => {
    const { calls } = mockXhr(imports);
    renderImport();
    await chooseAndRead();
    expect(await screen.findByText('Förhandsgranskning av kontakter.csv')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Importera 1 kontakt' }));
    expect(await screen.findByText('Importen är klar')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/contact/import/?preview=1&duplicates=0',
      '/api/contact/import/?preview=0&duplicates=0',
    ]);
    for (const call of calls) {
      expect(call.body).toBeInstanceOf(FormData);
      const sent = (call.body as FormData).get('file') as File;
      expect(sent.name).toBe('kontakter.csv');
      expect(await sent.text()).toBe(await file.text());
      // The browser writes the form's type with its boundary; a type set here would lack it.
      expect(call.headers['content-type']).toBeUndefined();
      expect(call.headers.authorization).toBe('Bearer access-1');
    }
  });

  it("shows the server's refusal of the form in the user's language", async () => {
    mockXhr((c) =>
      c.path.startsWith('/api/contact/import/')
        ? apiErrorResponse(400, 'contact.import_file_missing')
        : undefined,
    );
    renderImport();
    await chooseAndRead();
    expect(await screen.findByTestId('import-failure')).toHaveTextContent('Välj en fil att läsa in.');
  });
});
