import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, login, saveScreenshot, USER, useLanguage } from './helpers.ts';
import { apiSession } from './shipments.ts';

// An ordinary user makes a contact through the API; the company's administrator finds it in the
// audit log, narrows the log to it and exports it. Someone who is not an administrator is told
// the log is for administrators.

const TEXTS = {
  sv: {
    title: 'Händelselogg',
    what: 'Vad',
    created: 'Skapade kontakt',
    signedIn: 'Loggade in',
    exportCsv: 'Exportera till CSV',
    heading: 'Tid;Vem;API-nyckel;Adress;Händelse;Kod;Objekttyp;Objekt-id;Objekt;Ändringar',
    adminOnly: 'Loggen visas för administratörer',
    menu: 'Händelselogg',
  },
  en: {
    title: 'Audit log',
    what: 'What',
    created: 'Created a contact',
    signedIn: 'Signed in',
    exportCsv: 'Export to CSV',
    heading: 'Time;Who;API key;Address;Action;Code;Object type;Object id;Object;Changes',
    adminOnly: 'The log is shown to administrators',
    menu: 'Audit log',
  },
} as const;

async function readDownload(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test.describe('the audit log', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`an administrator finds a colleague's new contact, narrows the log to it and exports it (${language})`, async ({
      page,
      request,
    }) => {
      const x = TEXTS[language];
      const company = `Loggat ${language.toUpperCase()} ${Date.now()} AB`;
      const user = await apiSession(request, USER);
      await user('POST', '/contact/', {
        company,
        firstName: 'Eva',
        lastName: 'Berg',
        address1: 'Hamngatan 1',
        postcode: '113 51',
        city: 'Stockholm',
      });

      await useLanguage(page, language);
      await login(page, ADMIN);
      await page.getByTestId('profile-button').click();
      await page.getByTestId('profile-drawer').getByRole('link', { name: x.menu }).click();
      await expect(page).toHaveURL(/\/profile\/audit$/);
      await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible({ timeout: 20_000 });

      // Newest first: the administrator's own sign-in, then the colleague's contact further down.
      const rows = page.getByTestId('audit-row');
      await expect(rows.first().getByTestId('audit-action')).toHaveText(x.signedIn);
      const made = rows.filter({ hasText: company });
      await expect(made).toHaveCount(1);
      await expect(made.getByTestId('audit-action')).toHaveText(x.created);
      await expect(made).toContainText('Erik Johansson');
      await expect(made.getByTestId('audit-changes')).toContainText('Stockholm');
      await saveScreenshot(page, `audit-log-${language}`);

      await page.getByRole('combobox', { name: x.what }).click();
      await page.getByRole('option', { name: x.created, exact: true }).click();
      await expect(async () => {
        const actions = await rows.getByTestId('audit-action').allTextContents();
        expect(actions.length).toBeGreaterThan(0);
        expect(new Set(actions)).toEqual(new Set([x.created]));
      }).toPass({ timeout: 10_000 });
      await expect(made).toHaveCount(1);
      await saveScreenshot(page, `audit-log-filtered-${language}`);

      const file = await readDownload(page, () => page.getByRole('button', { name: x.exportCsv }).click());
      expect(file.name).toMatch(/^skeppa-audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = file.text
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(x.heading);
      expect(lines.slice(1).every((l) => l.includes(';contact.created;'))).toBe(true);
      expect(lines.some((l) => l.includes(company))).toBe(true);
    });

    test(`someone who is not an administrator is told the log is for administrators (${language})`, async ({
      page,
    }) => {
      const x = TEXTS[language];
      await useLanguage(page, language);
      await login(page, USER);
      await page.getByTestId('profile-button').click();
      const drawer = page.getByTestId('profile-drawer');
      await expect(drawer.getByRole('link').first()).toBeVisible();
      await expect(drawer.getByRole('link', { name: x.menu })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/profile/audit');
      await expect(page.getByTestId('admin-only')).toContainText(x.adminOnly, { timeout: 20_000 });
      await expect(page.getByTestId('audit-row')).toHaveCount(0);
      await saveScreenshot(page, `audit-log-user-${language}`);
    });
  }
});
