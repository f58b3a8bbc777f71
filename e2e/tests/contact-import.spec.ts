import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from './fixtures.ts';
import { login, saveScreenshot, useLanguage } from './helpers.ts';

/** Made with LibreOffice Calc from a CSV, as a user's own spreadsheet is (shared with the API tests). */
const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/test/fixtures/contacts-libreoffice.xlsx',
);

async function readDownload(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

// Mantine's file field is a button over a hidden file input: the input takes the file.
const chooseFile = (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) =>
  page.locator('input[type="file"]').setInputFiles(file);

test('a LibreOffice workbook is previewed, imported and reported', async ({ page }) => {
  // The import pages pictured and checked with axe on the way: more than the usual half minute.
  test.slow();
  await login(page);
  await page.goto('/contact/import');
  await expect(page.getByTestId('import-columns')).toBeVisible();
  await saveScreenshot(page, 'contacts-import-sv');

  const template = await readDownload(page, () =>
    page.getByRole('button', { name: 'Ladda ner mall (.xlsx)' }).click(),
  );
  expect(template.name).toBe('skeppa-contacts-template.xlsx');
  expect(template.bytes.subarray(0, 2).toString()).toBe('PK');

  await chooseFile(page, FIXTURE);
  const upload = page.waitForRequest((r) => r.url().includes('/api/contact/import'));
  await page.getByRole('button', { name: 'Läs in och kontrollera' }).click();
  // The file goes as an upload form's field, as the contract documents it.
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('6 giltiga rader');
  await expect(preview).toContainText('3 rader med fel');
  await expect(preview).toContainText('Postnummer: Ogiltigt format');
  await expect(preview).toContainText('Delstat/grevskap: Obligatoriskt fält');
  await expect(preview).toContainText('Trolig dubblett av rad 2');
  await saveScreenshot(page, 'contacts-import-preview-sv');
  await preview.getByText('Fel (3)').click();
  await expect(preview.locator('tbody tr')).toHaveCount(3);

  await page.getByRole('button', { name: 'Importera 5 kontakter' }).click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('Nya: 5, ändrade: 0, hoppade över: 1, med fel: 3.');
  const report = await readDownload(page, () =>
    page.getByRole('button', { name: 'Ladda ner rapport' }).click(),
  );
  const text = report.bytes.toString('utf8');
  expect(text.startsWith('\ufeffRad;Resultat;Id;Företag')).toBe(true);
  expect(text).toContain('Ort: Obligatoriskt fält | E-post: Ogiltig e-postadress');

  await page.getByRole('link', { name: 'Till kontaktlistan' }).click();
  await expect(page).toHaveURL(/\/contact\/list$/);
  await page.getByRole('textbox', { name: 'Sök' }).fill('hamnlager');
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  await expect(page.locator('table tbody tr').first()).toContainText('Göteborg');

  const exportAs = (choice: string) =>
    readDownload(page, async () => {
      await page.getByRole('button', { name: 'Exportera' }).click();
      await page.getByRole('menuitem', { name: choice }).click();
    });
  const exported = await exportAs('Excel-fil (.xlsx)');
  expect(exported.name).toMatch(/^skeppa-contacts-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(exported.bytes.subarray(0, 2).toString()).toBe('PK');
  await page.getByRole('button', { name: 'Exportera' }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV-fil (.csv, semikolonseparerad)' })).toBeVisible();
  await saveScreenshot(page, 'contacts-export-menu-sv');
  await page.keyboard.press('Escape');
  const csv = await exportAs('CSV-fil (.csv, semikolonseparerad)');
  expect(csv.name).toMatch(/^skeppa-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = csv.bytes.toString('utf8');
  expect(csvText.startsWith('\ufeffID;COMPANY;FIRSTNAME;')).toBe(true);
  expect(csvText).toContain(';Göteborg;');

  // The CSV export imports back as a change of the same contact.
  await page.goto('/contact/import');
  await chooseFile(page, { name: csv.name, mimeType: 'text/csv', buffer: csv.bytes });
  await page.getByRole('button', { name: 'Läs in och kontrollera' }).click();
  await expect(page.getByTestId('import-preview')).toContainText('1 giltig rad');
  await expect(page.getByRole('button', { name: 'Importera 1 kontakt' })).toBeEnabled();
});

test('a file over 5 MB is refused before it is sent, and a PDF by the server', async ({ page }) => {
  await login(page);
  await page.goto('/contact/import');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/contact/import')) sent += 1;
  });
  await chooseFile(page, {
    name: 'stor.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Filen är för stor (högst 5 MB).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Läs in och kontrollera' })).toBeDisabled();
  expect(sent).toBe(0);

  await chooseFile(page, {
    name: 'kontakter.xlsx',
    mimeType: 'application/pdf',
    // Binary bytes after the header, as every PDF has: not UTF-8 text.
    buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  });
  await page.getByRole('button', { name: 'Läs in och kontrollera' }).click();
  await expect(page.getByTestId('import-failure')).toHaveText(
    'Filen är varken en Excel-fil (.xlsx) eller en CSV-fil.',
  );
});

// The first test pictures the import pages in Swedish; this one in English.
test('import screens, pictured (en)', async ({ page }) => {
  // Two long pages pictured and checked with axe: more than the usual half minute.
  test.slow();
  await useLanguage(page, 'en');
  await login(page);
  await page.goto('/contact/import');
  await expect(page.getByTestId('import-columns')).toBeVisible();
  await saveScreenshot(page, 'contacts-import-en');
  await chooseFile(page, FIXTURE);
  await page.getByRole('button', { name: 'Read and check' }).click();
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await saveScreenshot(page, 'contacts-import-preview-en');
  await page.goto('/contact/list');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV file (.csv, semicolon-separated)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excel file (.xlsx)' })).toBeVisible();
  await saveScreenshot(page, 'contacts-export-menu-en');
});
