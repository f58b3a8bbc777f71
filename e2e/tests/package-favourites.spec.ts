import { expect, test } from './fixtures.ts';
import { fillGoodsRow, login, saveScreenshot, useLanguage } from './helpers.ts';

// Save a goods row as a package favourite, pick it in a fresh form and open the manage dialog,
// in both languages, with pictures for review.
for (const language of ['sv', 'en'] as const) {
  test(`package favourites (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    const name = language === 'sv' ? 'Pall möbler' : 'Furniture pallet';
    await login(page);
    await page.goto('/shipment/price');
    await fillGoodsRow(page, 0, {
      packages: '2',
      type: /^(EUR Pall|EUR pallet)$/,
      weight: '400',
      height: '100',
    });
    await page
      .getByRole('button', { name: /^(Spara godsrad 1 som favorit|Save goods row 1 as favourite)$/ })
      .click();
    const save = page.getByRole('dialog');
    await save.getByRole('textbox', { name: /^(Namn|Name)$/ }).fill(name);
    await saveScreenshot(page, `favourites-save-${language}`);
    await save.getByRole('button', { name: /^(Spara|Save)$/ }).click();
    await expect(save).toBeHidden();

    await page.getByRole('button', { name: /^(Töm formuläret|Clear the form)$/ }).click();
    await page.getByRole('button', { name: /^(Favoriter|Favourites)$/ }).click();
    await page.getByRole('menuitem', { name }).click();
    const row = page.getByTestId('goods-row').first();
    await expect(row.getByRole('textbox', { name: /^(Vikt totalt|Total weight)/ })).toHaveValue('400');
    await expect(row.getByRole('textbox', { name: /^(Höjd|Height)/ })).toHaveValue('100');

    await page.getByRole('button', { name: /^(Favoriter|Favourites)$/ }).click();
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await saveScreenshot(page, `favourites-menu-${language}`);
    await page.getByRole('menuitem', { name: /^(Hantera favoriter|Manage favourites)$/ }).click();
    await expect(page.getByRole('dialog', { name: /^(Paketfavoriter|Package favourites)$/ })).toBeVisible();
    await saveScreenshot(page, `favourites-manage-${language}`);
  });
}
