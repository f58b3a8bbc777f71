import {
  A_PDF,
  bookShipment,
  choose,
  closeShown,
  customsUrl,
  fillCustoms,
  GOTEBORG,
  keepAnswer,
  OSLO,
  paperlessUrl,
  pdfText,
} from './documents-steps.ts';
import { expect, type Page, test } from './fixtures.ts';
import { login, saveScreenshot, useLanguage } from './helpers.ts';
import { apiSession } from './shipments.ts';

test.describe('documents', () => {
  // Each test books its own shipment through the API first, on a machine shared with other runs.
  test.describe.configure({ timeout: 120_000 });

  test('a booked shipment prints as a PDF holding its waybill number', async ({ page, request }) => {
    const booked = await bookShipment(request, GOTEBORG, 'dhl_freight');
    await login(page);
    await page.goto(`/consignment?orderNo=${booked.orderNo}`);
    const { kept } = await keepAnswer(page, new RegExp(`/api/consignment/print/${booked.consignmentId}/`));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('print-button').click();
    const { status, type, body: bytes } = await kept;
    expect(status).toBe(200);
    expect(type).toContain('application/pdf');
    await closeShown(await popup);
    const text = await pdfText(bytes);
    expect(text).toContain(booked.consignmentNo);
    expect(text).toContain('Göteborg');
    // Printing marks the order printed, and the page reads it again.
    await expect(page.getByText('Utskriven').first()).toBeVisible();
  });

  test('two booked shipments print from the booked list as one ZPL file, a block per package', async ({
    page,
    request,
  }) => {
    const first = await bookShipment(request, GOTEBORG, 'dhl_freight');
    const second = await bookShipment(request, GOTEBORG, 'dhl_freight');
    await login(page);
    await page.goto('/consignment/list');
    for (const b of [first, second]) {
      await page.getByRole('checkbox', { name: `Markera ${b.consignmentNo}` }).check();
    }
    const bulk = page.getByTestId('bulk-actions');
    await expect(bulk.getByRole('button', { name: /^Skriv ut 2 sändningar/ })).toBeEnabled();
    const { kept } = await keepAnswer(page, /\/api\/consignment\/print\/\?format=ZPL$/);
    const download = page.waitForEvent('download');
    await bulk.getByRole('button', { name: 'Välj utskriftsformat' }).click();
    await page.getByRole('menuitem', { name: /ZPL-fil/ }).click();
    const { status, body } = await kept;
    expect(status).toBe(200);
    expect((await download).suggestedFilename()).toMatch(/\.zpl$/);
    const zpl = body.toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.indexOf(first.consignmentNo)).toBeLessThan(zpl.indexOf(second.consignmentNo));
    await expect(page.getByText(/ZPL-filen .* är sparad/)).toBeVisible();
    await bulk.getByRole('button', { name: 'Avmarkera' }).click();
    await expect(page.getByTestId('bulk-actions')).toHaveCount(0);
  });

  test('a customs invoice with a bare description is refused at the field, then fixed and shown as a PDF', async ({
    page,
    request,
  }) => {
    const booked = await bookShipment(request, OSLO, 'ups');
    await login(page);
    await page.goto(customsUrl(booked));
    // The page's chunk and texts load on first visit; this machine is shared with other runs.
    await expect(page.getByRole('heading', { name: 'Tulldokument' })).toBeVisible({ timeout: 20_000 });
    // The draft comes from the shipment: the waybill and the exporter's EORI are there already.
    await expect(page.getByRole('textbox', { name: /^Fraktsedelsnummer/ })).toHaveValue(booked.consignmentNo);
    // Stockholm to Oslo: the server says customs need the invoice, and the page says so first.
    await expect(page.getByRole('note')).toHaveText(
      'Sändningen lämnar EU: transportören behöver en tullfaktura.',
    );
    await fillCustoms(page, 'Gåva');
    await expect(page.getByRole('button', { name: /^Fakturadatum/ })).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Spara' }).click();
    const description = page.getByTestId('customs-line').first();
    await expect(description.getByText(/Beskriv varorna konkret/)).toBeVisible();
    await expect(page.getByTestId('customs-problems')).toHaveText(/1 fält måste rättas/);
    await saveScreenshot(page, 'customs-sv');

    await description.getByRole('textbox', { name: /^Varubeskrivning/ }).fill('Köksknivar av rostfritt stål');
    await expect(description.getByText(/Beskriv varorna konkret/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByTestId('customs-notice')).toHaveText('Tullfakturan är sparad.');
    await expect(page.getByTestId('customs-problems')).toHaveCount(0);
    await expect(page.getByTestId('customs-total')).toHaveText('599,70 SEK');

    const { kept } = await keepAnswer(
      page,
      new RegExp(`/api/consignment/customs/${booked.consignmentId}/pdf$`),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Visa PDF' }).click();
    const { status, body: bytes } = await kept;
    expect(status).toBe(200);
    await closeShown(await popup);
    const text = await pdfText(bytes);
    expect(text).toContain('Köksknivar av rostfritt stål');
    expect(text).toContain(booked.consignmentNo);

    // Read again from the server: what was saved is what the form shows.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tulldokument' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByTestId('customs-line')
        .first()
        .getByRole('textbox', { name: /^Varubeskrivning/ }),
    ).toHaveValue('Köksknivar av rostfritt stål');
  });

  test('a paperless PDF is uploaded to a UPS shipment, listed with its UPS id and deleted', async ({
    page,
    request,
  }) => {
    const booked = await bookShipment(request, OSLO, 'ups');
    await login(page);
    await page.goto(paperlessUrl(booked));
    await expect(page.getByText(/högst 10 MB per fil och 13 dokument per sändning/)).toBeVisible({
      timeout: 20_000,
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'packlista.pdf',
      mimeType: 'application/pdf',
      buffer: A_PDF,
    });
    await choose(page, /^Typ av dokument/, /^Packlista$/);
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    await expect(page.getByTestId('paperless-notice')).toHaveText('packlista.pdf är uppladdad.');
    const row = page.getByRole('row', { name: /packlista\.pdf/ });
    await expect(row).toContainText('Packlista');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2}-\d{2}\.\d{2}\.\d{2}\.\d{6}/);
    await saveScreenshot(page, 'paperless-sv');

    await row.getByRole('button', { name: 'Ta bort packlista.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort dokumentet?' });
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByTestId('paperless-notice')).toHaveText('packlista.pdf är borttagen.');
    await expect(page.getByText('Inga dokument ännu.')).toBeVisible();
  });

  for (const language of ['sv', 'en'] as const) {
    const t = {
      sv: {
        refused: 'Inget dokument',
        why: 'Tullfakturan är inte komplett, så tullen skulle inte godta den.',
        link: 'Öppna tullfakturan',
        heading: 'Tulldokument',
        draft: /^Utkastet är sparat/,
        remove: 'Ta bort fakturan',
        dialog: 'Ta bort tullfakturan?',
        confirm: 'Ta bort',
        removed: /^Tullfakturan är borttagen/,
        save: 'Spara',
      },
      en: {
        refused: 'No document',
        why: 'The customs invoice is incomplete, so customs would not accept it.',
        link: 'Open the customs invoice',
        heading: 'Customs documents',
        draft: /^The draft is saved/,
        remove: 'Remove the invoice',
        dialog: 'Remove the customs invoice?',
        confirm: 'Remove',
        removed: /^The customs invoice is removed/,
        save: 'Save',
      },
    }[language];

    test(`a print an incomplete customs invoice stops says so at the button and leads to the invoice, in ${language}`, async ({
      page,
      request,
    }) => {
      const booked = await bookShipment(request, OSLO, 'ups');
      // The draft the shipment offers, kept as it is: no invoice number, no lines, no reason.
      const api = await apiSession(request);
      const draft = await api('GET', `/consignment/customs/${booked.consignmentId}`);
      await api('PUT', `/consignment/customs/${booked.consignmentId}`, draft.invoice);
      await useLanguage(page, language);
      await login(page);
      await page.goto(`/consignment?orderNo=${booked.orderNo}`);
      const tabs: Page[] = [];
      page.context().on('page', (tab) => tabs.push(tab));
      await page.getByTestId('print-button').click();
      const problem = page.getByTestId('print-problem');
      await expect(problem).toContainText(t.refused);
      await expect(problem).toContainText(t.why);
      await saveScreenshot(page, `print-refused-${language}`);
      expect(tabs).toHaveLength(0);
      await problem.getByRole('link', { name: t.link }).click();
      await expect(page).toHaveURL(
        new RegExp(`/consignment/customs\\?consignmentId=${booked.consignmentId}$`),
      );
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible({ timeout: 20_000 });
    });

    test(`an invoice saved for goods that stay in Sweden is a draft, never stops the print, and is removed, in ${language}`, async ({
      page,
      request,
    }) => {
      const booked = await bookShipment(request, GOTEBORG, 'dhl_freight');
      await useLanguage(page, language);
      await login(page);
      await page.goto(customsUrl(booked));
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByTestId('customs-notice')).toHaveText(t.draft);
      await saveScreenshot(page, `customs-draft-${language}`);

      await page.goto(`/consignment?orderNo=${booked.orderNo}`);
      const popup = page.waitForEvent('popup');
      await page.getByTestId('print-button').click();
      await closeShown(await popup);
      await expect(page.getByTestId('print-problem')).toHaveCount(0);

      await page.goto(customsUrl(booked));
      await page.getByRole('button', { name: t.remove }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await saveScreenshot(page, `customs-remove-${language}`);
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByTestId('customs-removed')).toHaveText(t.removed);
      await expect(page.getByRole('button', { name: t.remove })).toHaveCount(0);
    });
  }

  // The two tests above picture these pages in Swedish; this one in English.
  test('the customs and paperless pages in en', async ({ page, request }) => {
    const booked = await bookShipment(request, OSLO, 'ups');
    await useLanguage(page, 'en');
    await login(page);
    await page.goto(customsUrl(booked));
    await fillCustoms(page, 'Parts', 'en');
    // The app's date format, not the browser's (11/24/2026 in this Chromium in English).
    await expect(page.getByRole('button', { name: /^Invoice date/ })).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('customs-problems')).toBeVisible();
    await saveScreenshot(page, 'customs-en');

    await page.goto(paperlessUrl(booked));
    await page.locator('input[type=file]').setInputFiles({
      name: 'commercial-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: A_PDF,
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('paperless-notice')).toBeVisible();
    await saveScreenshot(page, 'paperless-en');
  });
});
