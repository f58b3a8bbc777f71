import { fillSender, T } from './booking-steps.ts';
import { expect, test } from './fixtures.ts';
import { fillGoodsRow, fillPlace, login, saveScreenshot, showPrices, useLanguage } from './helpers.ts';

// Step 3's service point finder (issue 31.6): a DHL Service Point parcel to a private person in
// Göteborg, a point chosen among those near the receiver's postcode, seen again on step 4 and,
// booked, on the consignment page; in both languages, with pictures for review.
for (const lang of ['sv', 'en'] as const) {
  test(`service point finder (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page);
    await page.goto('/start');
    await page.getByRole('radio', { name: /^(Privatperson|A private person)$/ }).check();
    await fillPlace(page, 'from', { postcode: '11351' });
    await fillPlace(page, 'to', { postcode: '41104' });
    await fillGoodsRow(page, 0, { weight: '3', length: '30', width: '20', height: '15' });
    await showPrices(page);
    await page
      .getByTestId('quote')
      .filter({ hasText: 'DHL Service Point' })
      .first()
      .getByRole('button', { name: T[lang].choose })
      .click();
    await expect(page).toHaveURL(/\/shipment\/complete$/);

    await fillSender(page, lang);
    const receiver = page.getByTestId('part-consignee');
    await receiver.getByRole('textbox', { name: T[lang].name }).fill('Eva Lind');
    await receiver.getByRole('textbox', { name: T[lang].address }).first().fill('Lilla Bommen 4');
    // The price form looks the city up as the postcode is typed; typed here, it cannot lag behind.
    await receiver.getByRole('textbox', { name: T[lang].city }).fill('Göteborg');
    await receiver.getByRole('textbox', { name: T[lang].mobile }).fill('0701234567');
    await page.getByTestId('goods-fields').getByRole('textbox', { name: T[lang].goods }).fill('Böcker');

    const finder = page.getByTestId('service-point-fields');
    await expect(finder.getByRole('heading', { name: /^(Utlämningsställe|Service point)$/ })).toBeVisible();
    const options = finder.getByTestId('service-point-option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThanOrEqual(5);
    // Every point says where it is, when it is open and how far it is.
    await expect(options.first()).toContainText('Göteborg');
    await expect(options.first()).toContainText(/\d+ m|\d+,\d km/);
    await expect(options.first()).toContainText(lang === 'sv' ? /Öppet: mån/ : /Open: Mon/);

    // Continuing without a point is stopped at the finder.
    await page.getByRole('button', { name: T[lang].continue }).click();
    await expect(finder).toContainText(
      lang === 'sv' ? 'Välj ett utlämningsställe' : 'Choose a service point',
    );

    const second = options.nth(1);
    const name = (await second.locator('p').first().textContent()) ?? '';
    expect(name).not.toBe('');
    await second.click();
    await expect(second).toHaveAttribute('data-checked', 'true');
    await saveScreenshot(page, `service-point-finder-${lang}`);

    await page.getByRole('button', { name: T[lang].continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=/, { timeout: 30_000 });
    const summary = page.getByTestId('summary-service-point');
    await expect(summary).toContainText(name);
    await expect(summary).toContainText(/Id \d{7}/);
    await saveScreenshot(page, `service-point-book-${lang}`);

    // Booked, the consignment page shows the same point.
    await page.getByTestId('book-button').click();
    await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
    await expect(page.getByText(T[lang].booked)).toBeVisible();
    await expect(page.getByTestId('summary-service-point')).toContainText(name);
    await saveScreenshot(page, `service-point-consignment-${lang}`);
  });
}
