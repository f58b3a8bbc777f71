import { expect, test } from './fixtures.ts';
import { ADMIN, login, saveScreenshot, USER, useLanguage } from './helpers.ts';
import { apiSession } from './shipments.ts';

// An administrator makes a key for the company's own system, sees its secret once, the system
// calls Skeppa with it, then the key is rotated and revoked; a user who is not an administrator
// is told who manages keys.

const TEXTS = {
  sv: {
    heading: 'API-nycklar',
    new: 'Ny nyckel',
    name: /^Namn/,
    create: 'Skapa nyckel',
    bookings: 'Bokningar',
    write: 'Läsa och ändra',
    saved: 'Jag har sparat nyckeln',
    actions: (name: string) => `Åtgärder: ${name}`,
    rotate: 'Byt ut',
    stopNow: 'Inte längre: stoppa den nu',
    revoke: 'Återkalla',
    revokeConfirm: 'Återkalla nyckeln',
    revoked: 'Återkallad',
    adminOnly: 'Bara ert företags administratörer',
  },
  en: {
    heading: 'API keys',
    new: 'New key',
    name: /^Name/,
    create: 'Make key',
    bookings: 'Bookings',
    write: 'Read and write',
    saved: 'I have saved the key',
    actions: (name: string) => `Actions: ${name}`,
    rotate: 'Rotate',
    stopNow: 'No longer: stop it now',
    revoke: 'Revoke',
    revokeConfirm: 'Revoke key',
    revoked: 'Revoked',
    adminOnly: "Only your company's administrators",
  },
} as const;

test.describe('API keys', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`an administrator makes a key that a system books with, rotates it and revokes it (${language})`, async ({
      page,
      request,
    }) => {
      const x = TEXTS[language];
      const admin = await apiSession(request, ADMIN);
      const name = `Webbutik ${language} ${Date.now()}`;
      await useLanguage(page, language);
      await login(page, ADMIN);
      await page.goto('/profile/apikeys');
      await expect(page.getByRole('heading', { name: x.heading, level: 1 })).toBeVisible({ timeout: 20_000 });

      await page.getByRole('button', { name: x.new }).click();
      await page.getByLabel(x.name).fill(name);
      await page.getByRole('radiogroup', { name: x.bookings }).getByText(x.write).click();
      await saveScreenshot(page, `api-key-new-${language}`);
      await page.getByRole('button', { name: x.create }).click();
      const secret = (await page.getByTestId('api-key-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^sk_live_[0-9A-Za-z]{8}_[0-9A-Za-z]{40}$/);
      await saveScreenshot(page, `api-key-secret-${language}`);
      await page.getByRole('button', { name: x.saved }).click();

      // The company's system, with the key instead of a person's sign-in.
      const asSystem = (key: string) =>
        request.get(`/api/order/customer/${admin.id}?booked=1`, {
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await asSystem(secret)).status()).toBe(200);
      await page.reload();
      const row = page.getByTestId('api-key-row').filter({ hasText: name });
      await expect(row).toContainText(secret.slice(0, 16));
      await expect(row).not.toContainText(secret.slice(17));
      await saveScreenshot(page, `api-keys-${language}`);

      await row.getByRole('button', { name: x.actions(name) }).click();
      await page.getByRole('menuitem', { name: x.rotate }).click();
      await page.getByLabel(x.stopNow).check();
      await saveScreenshot(page, `api-key-rotate-${language}`);
      await page.getByRole('dialog').getByRole('button', { name: x.rotate }).click();
      const rotated = (await page.getByTestId('api-key-secret').textContent())?.trim() ?? '';
      await page.getByRole('button', { name: x.saved }).click();
      expect((await asSystem(secret)).status()).toBe(401);
      expect((await asSystem(rotated)).status()).toBe(200);

      const fresh = page.getByTestId('api-key-row').filter({ hasText: rotated.slice(0, 16) });
      await fresh.getByRole('button', { name: x.actions(name) }).click();
      await page.getByRole('menuitem', { name: x.revoke }).click();
      await page.getByRole('button', { name: x.revokeConfirm }).click();
      await expect(fresh.getByTestId('api-key-status')).toHaveText(x.revoked);
      expect((await asSystem(rotated)).status()).toBe(401);
    });
  }

  test('a user who is not an administrator is told who manages keys', async ({ page }) => {
    await useLanguage(page, 'sv');
    await login(page, USER);
    await page.goto('/profile/apikeys');
    await expect(page.getByTestId('admin-only')).toContainText(TEXTS.sv.adminOnly);
  });
});
