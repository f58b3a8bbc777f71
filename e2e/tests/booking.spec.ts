import {
  addExtras,
  bookInsured,
  completeInsured,
  describeGoods,
  expectParts,
  fillSender,
  movePrice,
  orders,
  pickReceiver,
  priceAndChoose,
  receiverContact,
  saveForLater,
  saveInsuredForLater,
  T,
  unbooked,
} from './booking-steps.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { login, saveScreenshot, saveViewportScreenshot, startDemo, useLanguage } from './helpers.ts';
import { apiSession } from './shipments.ts';

test.describe('booking', () => {
  test.beforeEach(() => {
    // Whole journeys through four steps, several times over: longer than one screen's test.
    test.setTimeout(120_000);
  });

  test('a customer completes an insured shipment with a picked contact, books it at its price and finds it booked', async ({
    page,
    request,
  }) => {
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Mottagarna AB');
    await login(page);
    await priceAndChoose(page, 'sv');
    // A pickup day is proposed at once: never a weekend, never a holiday.
    await expect(page.locator('#pickup-date')).not.toHaveText('');
    await fillSender(page, 'sv');
    await describeGoods(page, 'sv', 'Handverktyg i stål');
    await pickReceiver(page, 'sv', company);
    await addExtras(page, 'sv', { goodsValue: 10_000 });
    await saveScreenshot(page, 'booking-step3-sv');

    await page.getByRole('button', { name: T.sv.continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=[A-Za-z0-9]{16}$/, { timeout: 30_000 });
    await expect(page.getByTestId('summary-consignee')).toContainText(company);
    await expect(page.getByTestId('summary-consignor')).toContainText('Nordisk Verktyg AB');
    // The goods as the waybill will describe them, before and after booking.
    await expect(page.getByTestId('summary-goods')).toContainText('Handverktyg i stål');
    await expectParts(page, { goodsValue: 10_000 });
    await expect(page.getByTestId('price-changed')).toHaveCount(0);
    await saveScreenshot(page, 'booking-step4-sv');

    await page.getByTestId('book-button').click();
    await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
    const banner = page.getByText(T.sv.booked);
    await expect(banner).toBeVisible();
    const consignmentNo = (await banner.textContent())?.match(/\d{6,}/)?.[0];
    expect(consignmentNo).toBeTruthy();
    await expect(page.getByTestId('goods')).toContainText('Handverktyg i stål');
    // The booked list holds it, under the carrier's consignment number.
    expect((await orders(api, true)).map((o) => o.consignmentNo)).toContain(consignmentNo);
  });

  test('an insured pallet to Oslo with a tail lift is booked through the steps at its price, parts and all', async ({
    page,
  }) => {
    await login(page);
    await bookInsured(page, 'sv', 'pallet', '');
  });

  test('three shipments saved for later, two insured and one with a tail lift, are booked together with Book all', async ({
    page,
    request,
  }) => {
    // Three journeys through steps 1–3, then four calls per booking.
    test.setTimeout(300_000);
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Samlade AB');
    await login(page);
    // Whatever earlier tests left unbooked is booked here too; only what this test adds is counted.
    const before = (await orders(api, false)).length;
    await saveInsuredForLater(page, 'sv', 'parcel', company);
    await saveInsuredForLater(page, 'sv', 'pallet', company);
    await saveForLater(page, 'sv', company);

    const list = page.getByTestId('send-list');
    await expect(list.getByTestId('send-list-item')).toHaveCount(before + 3);
    await expect(page.getByTestId('unbooked-badge').first()).toHaveText(String(before + 3));
    await expect(list.getByTestId('send-list-item').first()).toContainText('113 51 Stockholm');
    await expect(list.getByTestId('send-list-item').first()).toContainText('411 04 Göteborg');
    await expect(list.getByTestId('send-list-item').nth(1)).toContainText('0154 Oslo');
    await saveScreenshot(page, 'booking-send-list-sv');

    await list.getByRole('button', { name: T.sv.bookAll }).click();
    // Book all asks first, with how many and for how much.
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(`${before + 3} sändningar bokas`);
    await expect(ask).toContainText('SEK exkl. moms');
    await saveViewportScreenshot(page, 'booking-book-all-confirm-sv');
    await ask.getByTestId('confirm').click();
    await expect(page).toHaveURL(/\/consignment\/list$/, { timeout: 60_000 });
    await expect(list.getByTestId('send-list-empty')).toHaveText(T.sv.empty);
    await expect(page.getByTestId('unbooked-badge')).toHaveCount(0);
    expect(await orders(api, false)).toEqual([]);
  });

  test('a shipment is deleted from the send list, and deleting the one on screen returns to start', async ({
    page,
    request,
  }) => {
    const api = await apiSession(request);
    const [first, second] = (await unbooked(api, 'Borttagna AB', 2)) as [string, string];
    await login(page);
    const list = page.getByTestId('send-list');

    // From the start page: the list only shrinks.
    await list.locator(`[data-order-no="${first}"]`).getByTestId('send-list-delete').click();
    await expectAccessible(page, 'the delete confirmation');
    await page.getByTestId('confirm-delete').click();
    await expect(list.locator(`[data-order-no="${first}"]`)).toHaveCount(0);
    await expect(page).toHaveURL(/\/start$/);

    // The shipment open in step 4: deleting it leaves step 4 for the start page.
    await list.locator(`[data-order-no="${second}"]`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/shipment/book\\?orderNo=${second}$`));
    await list.locator(`[data-order-no="${second}"]`).getByTestId('send-list-delete').click();
    await page.getByRole('button', { name: T.sv.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/start$/);
    const left = (await orders(api, false)).map((o) => o.orderNo);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });

  // The journeys once in English: its screens pictured, and its words on every button they press.
  test('in English: insured shipments booked through the steps and with Book all; a moved price booked at the new one', async ({
    page,
    request,
  }) => {
    // Five journeys through the steps and Book all.
    test.setTimeout(300_000);
    await useLanguage(page, 'en');
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Recipients AB');
    const [doomed, moved] = (await unbooked(api, 'Waiting Ltd', 2)) as [string, string];
    await movePrice(api, moved);
    await login(page);
    const pallet = await completeInsured(page, 'en', 'pallet', '');
    // Goods leaving the EU: customs take no bare "parts", and step 3 says so at the field.
    await describeGoods(page, 'en', 'Parts');
    await page.getByRole('button', { name: T.en.continue }).click();
    const goods = page.getByTestId('goods-fields').getByRole('textbox', { name: T.en.goods });
    await expect(goods).toHaveAccessibleDescription(/Describe the goods concretely/);
    await saveScreenshot(page, 'booking-step3-goods-en');
    await describeGoods(page, 'en');
    await saveScreenshot(page, 'booking-step3-en');
    await page.getByRole('button', { name: T.en.continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=/, { timeout: 30_000 });
    await expect(page.getByTestId('summary-consignee')).toContainText('Fjordlager AS');
    await expectParts(page, pallet);
    await saveScreenshot(page, 'booking-step4-en');
    await page.getByTestId('book-button').click();
    await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
    await expect(page.getByText(T.en.booked)).toBeVisible();
    await bookInsured(page, 'en', 'parcel', company);
    await saveInsuredForLater(page, 'en', 'parcel', company);
    await saveInsuredForLater(page, 'en', 'pallet', company);

    const list = page.getByTestId('send-list');
    await expect(list.locator(`[data-order-no="${doomed}"]`)).toBeVisible();
    await saveScreenshot(page, 'booking-send-list-en');
    await list.locator(`[data-order-no="${doomed}"]`).getByTestId('send-list-delete').click();
    await page.getByRole('button', { name: T.en.confirm, exact: true }).click();
    await expect(list.locator(`[data-order-no="${doomed}"]`)).toHaveCount(0);
    await list.getByRole('button', { name: T.en.bookAll }).click();
    await expect(page.getByRole('dialog')).toContainText('3 shipments are booked');
    await saveViewportScreenshot(page, 'booking-book-all-confirm-en');
    await page.getByRole('dialog').getByTestId('confirm').click();
    // The two insured shipments book; the one whose price moved says so, with both prices.
    const refused = page.getByTestId('book-all-errors');
    await expect(refused).toContainText(`${moved}: The price has changed from`, { timeout: 60_000 });
    await expect(list.getByTestId('send-list-item')).toHaveCount(1);
    await refused.getByRole('link', { name: T.en.review }).click();
    await expect(page).toHaveURL(new RegExp(`/shipment/book\\?orderNo=${moved}$`));
    await expect(page.getByTestId('price-changed')).toBeVisible();
    await saveScreenshot(page, 'booking-price-changed-en');
    await page.getByRole('button', { name: T.en.bookAtNew }).click();
    await expect(page.getByText(T.en.booked)).toBeVisible({ timeout: 30_000 });
    await expect(list.getByTestId('send-list-empty')).toHaveText(T.en.empty);
    expect(await orders(api, false)).toEqual([]);
  });
});

test('the demo user is stopped before step 3: no send list, and step 3 leads back to welcome', async ({
  page,
}) => {
  await startDemo(page);
  await expect(page.getByTestId('send-list')).toHaveCount(0);
  await page.goto('/shipment/complete');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/shipment/book?orderNo=ABCDEFGHIJKLMNOP');
  await expect(page).toHaveURL(/\/welcome$/);
});
