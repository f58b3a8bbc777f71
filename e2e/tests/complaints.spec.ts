import { A_PDF, GOTEBORG } from './documents-steps.ts';
import { expect, test } from './fixtures.ts';
import { login, saveScreenshot, useLanguage } from './helpers.ts';
import { apiSession, seedShipment } from './shipments.ts';

const TEXTS = {
  sv: {
    title: 'Reklamationer',
    new: 'Ny reklamation',
    shipment: /^Sändning från bokade/,
    carrier: /^Transportör/,
    description: /^Vad hände/,
    claim: /^Krävt belopp/,
    send: 'Spara och skicka till transportören',
    sent: 'Skickad',
    archive: 'Arkivera',
    restore: 'Återställ',
    showArchived: 'Visa arkiverade',
    select: (id: string) => `Välj reklamation ${id}`,
    deadlines: 'Reklamationsfrister',
  },
  en: {
    title: 'Complaints',
    new: 'New complaint',
    shipment: /^Shipment from the booked list/,
    carrier: /^Carrier/,
    description: /^What happened/,
    claim: /^Amount claimed/,
    send: 'Save and send to the carrier',
    sent: 'Sent',
    archive: 'Archive',
    restore: 'Restore',
    showArchived: 'Show archived',
    select: (id: string) => `Select complaint ${id}`,
    deadlines: 'Notice periods',
  },
} as const;

/** A small PNG, as a phone's photo would be judged: by its bytes. */
const A_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('complaints', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`a complaint about a booked shipment goes to the carrier with two attachments, is archived and restored (${language})`, async ({
      page,
      request,
    }) => {
      const x = TEXTS[language];
      const booked = await seedShipment(await apiSession(request), {
        to: GOTEBORG,
        template: 'dhl_freight',
        book: true,
      });
      const number = booked.consignmentNo ?? '';
      await useLanguage(page, language);
      await login(page);
      await page.goto('/complaint/list');
      await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible({ timeout: 20_000 });

      await page.getByRole('button', { name: x.new }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('combobox', { name: x.shipment }).fill(number);
      await page.getByRole('option', { name: new RegExp(number) }).click();
      await expect(drawer.getByRole('combobox', { name: x.carrier })).toHaveValue('DHL Freight');
      await expect(drawer.getByTestId('deadlines').getByText(x.deadlines)).toBeVisible();
      await drawer
        .getByRole('textbox', { name: x.description })
        .fill('Två kartonger var intryckta vid leveransen och verktygen i dem är böjda.');
      await drawer.getByRole('textbox', { name: x.claim }).fill('1 250,50');
      await drawer
        .getByTestId('attachments-dropzone')
        .locator('input[type="file"]')
        .setInputFiles([
          { name: 'fraktsedel.pdf', mimeType: 'application/pdf', buffer: A_PDF },
          { name: 'skada.png', mimeType: 'image/png', buffer: A_PNG },
        ]);
      await expect(drawer.getByTestId('attachment')).toHaveCount(2);
      await saveScreenshot(page, `complaint-drawer-${language}`);
      await drawer.getByRole('button', { name: x.send }).click();
      await expect(drawer).toBeHidden({ timeout: 20_000 });

      const row = page.getByTestId('complaint-row').filter({ hasText: number });
      await expect(row.getByTestId('complaint-status')).toHaveText(x.sent);
      await expect(row).toContainText('1 250,50');
      await expect(row).toContainText('2');
      await saveScreenshot(page, `complaint-list-${language}`);

      // Archived, it leaves the list; shown with the archived ones, it is restored.
      await row.getByRole('checkbox', { name: x.select(number) }).check();
      await page.getByRole('button', { name: x.archive }).click();
      await expect(row).toHaveCount(0);
      const showArchived = page.getByRole('switch', { name: x.showArchived });
      await showArchived.click();
      await expect(showArchived).toBeChecked();
      await expect(row.getByTestId('complaint-archived')).toBeVisible();
      await row.getByRole('checkbox', { name: x.select(number) }).check();
      await page.getByRole('button', { name: x.restore }).click();
      await expect(row.getByTestId('complaint-archived')).toHaveCount(0);
      await showArchived.click();
      await expect(showArchived).not.toBeChecked();
      await expect(row).toHaveCount(1);
    });
  }
});
