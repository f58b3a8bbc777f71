import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySkeppaWebhook } from '../../docs/examples/verify-webhook.mjs';
import { GOTEBORG } from './documents-steps.ts';
import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, login, saveScreenshot, USER, useLanguage } from './helpers.ts';
import { apiSession, seedShipment } from './shipments.ts';

// An administrator registers two receivers that listen beside the server (WEBHOOKS_ALLOW_LOOPBACK):
// one that takes everything and one that is down. A booking reaches both, signed; the page shows
// what each answered, redelivers, rotates a secret with an overlap and deletes.

const TEXTS = {
  sv: {
    title: 'Webhooks',
    add: 'Lägg till mottagare',
    url: /Mottagarens adress/,
    description: 'Beskrivning',
    uncheck: [/Faktura utfärdad/, /Faktura betald/, /Reklamation besvarad/, /Bokning avbokad/],
    onlyBooked: [/Spårningsstatus ändrad/],
    copy: 'Kopiera',
    copied: 'Kopierad',
    done: 'Klart, jag har sparat den',
    deliveries: 'Leveranser',
    delivered: 'Levererad',
    retrying: 'Försöker igen',
    failing: 'Leveranserna har misslyckats sedan',
    attempts: (id: string) => `Försöken för händelse ${id}`,
    redeliver: (id: string) => `Skicka händelse ${id} igen`,
    actions: /Fler åtgärder för/,
    rotate: 'Byt hemlighet',
    overlap: '3 dygn',
    rotateConfirm: 'Byt',
    overlapNote: 'Den förra hemligheten signerar också till',
    remove: 'Ta bort',
    forbidden: 'Webhooks hanteras av företagets administratörer.',
    menu: 'Webhooks',
  },
  en: {
    title: 'Webhooks',
    add: 'Add endpoint',
    url: /Endpoint URL/,
    description: 'Description',
    uncheck: [/Invoice issued/, /Invoice paid/, /Complaint answered/, /Booking cancelled/],
    onlyBooked: [/Tracking status changed/],
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done, I have saved it',
    deliveries: 'Deliveries',
    delivered: 'Delivered',
    retrying: 'Retrying',
    failing: 'Deliveries have failed since',
    attempts: (id: string) => `The attempts of event ${id}`,
    redeliver: (id: string) => `Redeliver event ${id}`,
    actions: /More actions for/,
    rotate: 'Rotate secret',
    overlap: '3 days',
    rotateConfirm: 'Rotate',
    overlapNote: 'The previous secret also signs until',
    remove: 'Delete',
    forbidden: 'Webhooks are managed by the company',
    menu: 'Webhooks',
  },
} as const;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers every POST with the status given. */
async function receiver(status: number, answer: string) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/skeppa`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Adds an endpoint through the dialog and answers the secret read off the screen (and clipboard). */
async function addEndpoint(
  page: Page,
  x: Texts,
  endpoint: { url: string; description: string; uncheck: readonly RegExp[] },
  picture?: string,
) {
  const { url, description, uncheck } = endpoint;
  await page.getByRole('button', { name: x.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: x.url }).fill(url);
  await dialog.getByRole('textbox', { name: x.description }).fill(description);
  for (const name of uncheck) await dialog.getByRole('checkbox', { name }).uncheck();
  if (picture) await saveScreenshot(page, `${picture}-form`);
  await dialog.getByRole('button', { name: x.add }).click();
  const shown = page.getByTestId('secret-modal');
  await expect(shown).toBeVisible();
  const secret = await shown.getByTestId('secret-value').inputValue();
  expect(secret).toMatch(/^whsec_[\w-]{43}$/);
  if (picture) await saveScreenshot(page, `${picture}-secret`);
  await shown.getByRole('button', { name: x.copy }).click();
  await expect(shown.getByRole('button', { name: x.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  return { secret, shown };
}

test.describe('webhooks', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`an administrator registers endpoints, sees a booking delivered signed, redelivers, rotates and deletes (${language})`, async ({
      page,
      context,
      request,
    }) => {
      const x = TEXTS[language];
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const erp = await receiver(200, '{"received":true}');
      const warehouse = await receiver(503, '{"error":"Lagret uppdaterar sitt system, försök senare"}');
      try {
        await useLanguage(page, language);
        await login(page, ADMIN);
        await page.getByTestId('profile-button').click();
        await page.getByTestId('profile-drawer').getByRole('link', { name: x.menu }).click();
        await expect(page).toHaveURL(/\/profile\/webhooks$/);
        await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible({ timeout: 20_000 });

        const first = await addEndpoint(
          page,
          x,
          { url: erp.url, description: 'Affärssystemet', uncheck: x.uncheck.slice(0, 3) },
          `webhooks-add-${language}`,
        );
        await first.shown.getByRole('button', { name: x.done }).click();
        const second = await addEndpoint(page, x, {
          url: warehouse.url,
          description: 'Lagret',
          uncheck: [...x.uncheck, ...x.onlyBooked],
        });
        await second.shown.getByRole('button', { name: x.done }).click();
        await expect(page.getByTestId('endpoint')).toHaveCount(2);

        // A booking reaches both, signed with each one's secret, the same event id.
        const booked = await seedShipment(await apiSession(request, ADMIN), { to: GOTEBORG, book: true });
        // The ERP also takes tracking's status changes, which come as the shipment moves: the
        // checks follow the booking's own event.
        const bookedEvent = (r: Received) => {
          const e = JSON.parse(r.body);
          return e.type === 'order.booked' && e.data.orderNo === booked.orderNo;
        };
        await expect.poll(() => erp.received.filter(bookedEvent).length, { timeout: 30_000 }).toBe(1);
        await expect.poll(() => warehouse.received.filter(bookedEvent).length, { timeout: 30_000 }).toBe(1);
        const sent = erp.received.find(bookedEvent);
        const event = JSON.parse(sent!.body);
        const ofEvent = () => erp.received.filter((r) => JSON.parse(r.body).id === event.id);
        expect(event).toMatchObject({ type: 'order.booked', data: { orderNo: booked.orderNo } });
        expect(verifySkeppaWebhook(sent!.body, String(sent!.headers['skeppa-signature']), first.secret)).toBe(
          true,
        );
        expect(
          verifySkeppaWebhook(sent!.body, String(sent!.headers['skeppa-signature']), second.secret),
        ).toBe(false);
        expect(JSON.parse(warehouse.received.find(bookedEvent)!.body).id).toBe(event.id);

        const [erpCard, warehouseCard] = [
          page.getByTestId('endpoint').nth(0),
          page.getByTestId('endpoint').nth(1),
        ];
        const short = String(event.id).slice(0, 8);
        await erpCard.getByRole('button', { name: x.deliveries }).click();
        await warehouseCard.getByRole('button', { name: x.deliveries }).click();
        await expect(erpCard.getByTestId('delivery-status').first()).toHaveText(x.delivered, {
          timeout: 20_000,
        });
        await expect(async () => {
          await page.reload();
          await expect(page.getByTestId('failing-note')).toContainText(x.failing, { timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await erpCard.getByRole('button', { name: x.deliveries }).click();
        await warehouseCard.getByRole('button', { name: x.deliveries }).click();
        const retrying = warehouseCard.getByTestId('delivery-row').first();
        await expect(retrying.getByTestId('delivery-status')).toHaveText(x.retrying);
        await expect(retrying).toContainText('HTTP 503');
        await saveScreenshot(page, `webhooks-${language}`);

        // The attempts: the warehouse's answer is kept.
        await retrying.getByRole('button', { name: x.attempts(short) }).click();
        await expect(page.getByTestId('attempts-modal')).toContainText('Lagret uppdaterar sitt system');
        await saveScreenshot(page, `webhooks-attempts-${language}`);
        await page.keyboard.press('Escape');

        // Redelivered by hand: the same event again, signed anew.
        await erpCard.getByRole('button', { name: x.redeliver(short) }).click();
        await expect.poll(() => ofEvent().length).toBe(2);
        expect(ofEvent()[1]!.body).toBe(sent!.body);

        // Rotated with three days' overlap: the next request carries both signatures.
        await erpCard.getByRole('button', { name: x.actions }).click();
        await page.getByRole('menuitem', { name: x.rotate }).click();
        await page.getByRole('dialog').getByRole('radio', { name: x.overlap }).check();
        await saveScreenshot(page, `webhooks-rotate-${language}`);
        await page.getByRole('dialog').getByRole('button', { name: x.rotateConfirm, exact: true }).click();
        const rotated = await page.getByTestId('secret-modal').getByTestId('secret-value').inputValue();
        await saveScreenshot(page, `webhooks-rotated-${language}`);
        await page.getByTestId('secret-modal').getByRole('button', { name: x.done }).click();
        await expect(erpCard.getByTestId('overlap-note')).toContainText(x.overlapNote);
        await erpCard.getByRole('button', { name: x.redeliver(short) }).click();
        await expect.poll(() => ofEvent().length).toBe(3);
        const again = ofEvent()[2]!;
        const signed = String(again.headers['skeppa-signature']);
        expect(signed.match(/v1=/g)).toHaveLength(2);
        expect(verifySkeppaWebhook(again.body, signed, rotated)).toBe(true);
        expect(verifySkeppaWebhook(again.body, signed, first.secret)).toBe(true);

        // Deleted after asking: nothing more goes there.
        for (const card of [warehouseCard, erpCard]) {
          await card.getByRole('button', { name: x.actions }).click();
          await page.getByRole('menuitem', { name: x.remove }).click();
          await page.getByTestId('confirm-delete').click();
        }
        await expect(page.getByTestId('no-endpoints')).toBeVisible();
      } finally {
        await erp.close();
        await warehouse.close();
      }
    });

    test(`someone who is not an administrator finds no webhooks (${language})`, async ({ page }) => {
      const x = TEXTS[language];
      await useLanguage(page, language);
      await login(page, USER);
      await page.getByTestId('profile-button').click();
      await expect(page.getByTestId('profile-drawer').getByRole('link', { name: x.menu })).toHaveCount(0);
      await page.goto('/profile/webhooks');
      await expect(page.getByTestId('forbidden')).toContainText(x.forbidden, { timeout: 20_000 });
    });
  }
});
