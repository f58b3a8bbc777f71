import { expect, type Page, test } from './fixtures.ts';
import {
  brokenWords,
  fillGoodsRow,
  fillPlace,
  login,
  saveScreenshot,
  saveViewportScreenshot,
  showPrices,
  startDemo,
  useLanguage,
} from './helpers.ts';

// A full-page picture draws the fixed header where the window is: start from the top.
const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

const PALLETS = { packages: '2', type: /^(EUR Pall|EUR pallet)$/, weight: '400', height: '100' };

// Pictures of the price form and the priced services in both languages, for review.
for (const language of ['sv', 'en'] as const) {
  test.describe(`pricing screenshots (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('start, price form and services', async ({ page }) => {
      await login(page);
      await expect(page.getByTestId('goods-row')).toBeVisible();
      await saveScreenshot(page, `pricing-start-${language}`);

      await page.goto('/shipment/price');
      await fillPlace(page, 'from', { postcode: '11351' });
      await fillPlace(page, 'to', { postcode: '41104' });
      await expect(page.getByTestId('to-city')).toHaveValue('Göteborg');
      await fillGoodsRow(page, 0, PALLETS);
      await page.getByRole('button', { name: /^(Lägg till godsrad|Add goods row)$/ }).click();
      await fillGoodsRow(page, 1, { weight: '12,5', length: '60', width: '40', height: '35' });
      await toTop(page);
      await saveScreenshot(page, `pricing-price-${language}`);

      await showPrices(page);
      await page
        .getByRole('button', { name: /^(Visa prisdetaljer|Show price details)$/ })
        .first()
        .click();
      await expect(page.getByTestId('quote-breakdown').first()).toBeVisible();
      await toTop(page);
      await saveScreenshot(page, `pricing-select-${language}`);
    });

    test('validation messages, then a parcel abroad and the demo invitation in a narrow window', async ({
      page,
    }) => {
      // 1200 px: the narrowest window that lays a goods row out on one line, its fields narrowest.
      await page.setViewportSize({ width: 1200, height: 900 });
      await startDemo(page);
      await page.goto('/shipment/price');
      await fillGoodsRow(page, 0, { packages: '2', weight: '150', length: 'abc', height: '0' });
      await page.getByRole('button', { name: /^(Visa priser|Show prices)$/ }).click();
      await expect(page.getByTestId('form-invalid')).toBeVisible();
      // The field holds the row's total; its message says what each parcel weighs.
      const messages = page.getByTestId('goods-row-errors');
      await expect(messages).toContainText(
        language === 'sv'
          ? 'Vikt totalt (kg): 75 kg per kolli, högst 70 kg för paket'
          : 'Total weight (kg): 75 kg per package, at most 70 kg for a parcel',
      );
      await expect(messages).toContainText(language === 'sv' ? 'Obligatoriskt fält' : 'Mandatory field');
      expect(await brokenWords(messages)).toEqual([]);
      await toTop(page);
      await saveScreenshot(page, `pricing-validation-${language}`);

      // The same draft, put right, in a narrow window.
      await page.setViewportSize({ width: 900, height: 900 });
      await fillPlace(page, 'from', { postcode: '11351' });
      await fillPlace(page, 'to', { country: /^(Tyskland|Germany)$/, postcode: '10115' });
      await fillGoodsRow(page, 0, { weight: '5', length: '40', width: '30', height: '20' });
      await showPrices(page);
      await toTop(page);
      await saveScreenshot(page, `pricing-select-narrow-${language}`);
      await page
        .getByTestId('quote')
        .first()
        .getByRole('button', { name: /^(Välj|Choose)$/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await saveViewportScreenshot(page, `pricing-demo-invite-${language}`);
    });
  });
}
