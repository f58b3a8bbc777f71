import { expect, expectAccessible, settle, test } from './fixtures.ts';
import { ADMIN, login, USER } from './helpers.ts';

// The server runs without SMTP_HOST, as after `npm start`: mail goes to its own mailbox.

test('a message to a carrier is sent and shows on the MailTest page as it went out', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/info/carriers');
  await page.getByRole('button', { name: 'DHL Freight' }).click();
  const form = page.getByRole('form', { name: 'Meddelande till DHL Freight' });
  await expect(form.getByText('4410231')).toBeVisible();
  await expect(form.getByText('556677-8899')).toBeVisible();
  // A click on a panel still opening may land on a button that moves before the mouse is up.
  await settle(page);

  await form.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(form.getByText('Obligatoriskt fält')).toHaveCount(2);
  await expectAccessible(page, 'the carrier message with its mandatory fields marked');

  await form.getByLabel('Försändelsenummer').fill('SKP-E2E-1');
  await form
    .getByRole('textbox', { name: 'Meddelande', exact: true })
    .fill('Hämtningen i morgon behöver bakgavellyft.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(form.getByRole('status')).toHaveText('Meddelandet till DHL Freight är skickat.');

  await page.goto('/test/mail');
  await expect(page.getByRole('heading', { name: 'E-posttest', level: 1 })).toBeVisible();
  const row = page
    .getByTestId('outbox-row')
    .filter({ hasText: 'Meddelande från kund via Skeppa: Nordisk Verktyg AB' })
    .first();
  await expect(row).toHaveAttribute('data-state', 'sent', { timeout: 15_000 });
  await expect(row).toContainText('medlemsservice.dhl-freight@skeppa.se');

  await row.getByRole('button').click();
  const detail = page.getByTestId('mail-detail');
  await expect(detail).toContainText('kundtjanst@skeppa.se');
  await expect(detail).toContainText('Skeppas egen brevlåda');
  const text = detail.getByTestId('mail-text');
  await expect(text).toContainText('Kundnummer hos DHL Freight: 4410231');
  await expect(text).toContainText('Försändelsenummer: SKP-E2E-1');
  await expect(text).toContainText('Hämtningen i morgon behöver bakgavellyft.');
  await expectAccessible(page, 'a mail on the MailTest page, as text');

  await page.getByRole('tab', { name: 'HTML' }).click();
  const html = page.frameLocator('iframe[title="HTML"]');
  await expect(html.getByText('Hämtningen i morgon behöver bakgavellyft.')).toBeVisible();
});

test('an administrator sends a test mail from the MailTest page and sees it delivered', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/test/mail');
  const form = page.getByRole('form', { name: 'Skicka ett testmejl' });
  await form.getByLabel('Mottagare').fill('prov@example.se');
  await form.getByRole('button', { name: 'Skicka testmejl' }).click();
  const row = page.getByTestId('outbox-row').filter({ hasText: 'prov@example.se' }).first();
  await expect(row).toContainText('Testmejl från Skeppa');
  await expect(row).toHaveAttribute('data-state', 'sent', { timeout: 15_000 });
});

test('a user who is not an administrator sees a 403 page on /test/mail', async ({ page }) => {
  await login(page, USER);
  await page.goto('/test/mail');
  await expect(page.getByTestId('forbidden')).toContainText('Ingen behörighet');
  await expect(page.getByTestId('outbox-row')).toHaveCount(0);
});
