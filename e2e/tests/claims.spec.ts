import { A_PDF, GOTEBORG } from './documents-steps.ts';
import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, login, saveScreenshot, useLanguage } from './helpers.ts';
import { apiSession, seedShipment } from './shipments.ts';

const TEXTS = {
  sv: {
    fileClaim: 'Gör en skadeanmälan',
    title: 'Försäkringsanmälan',
    deadlines: 'Reklamationsfrister',
    hiddenDamage: 'Dold skada',
    damage: 'Skada',
    description: /^Beskriv vad som hände/,
    amount: /^Begärt belopp/,
    bankgiro: /^Bankgironummer/,
    submit: 'Skicka in anmälan',
    submitted: /^Skadeanmälan (\S+) är inskickad$/,
    status: 'Inskickad',
    sent: 'Skickad',
    notInsured: 'Sändningen är inte försäkrad',
  },
  en: {
    fileClaim: 'File an insurance claim',
    title: 'Insurance claim',
    deadlines: 'Notice periods',
    hiddenDamage: 'Hidden damage',
    damage: 'Damage',
    description: /^Describe what happened/,
    amount: /^Amount claimed/,
    bankgiro: /^Bankgiro number/,
    submit: 'Submit the claim',
    submitted: /^Claim (\S+) is submitted$/,
    status: 'Submitted',
    sent: 'Sent',
    notInsured: 'The shipment is not insured',
  },
} as const;

/** A 1×1 JPEG, as a phone's photo starts: the server judges an attachment by its bytes. */
const A_PHOTO = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

async function fillClaim(page: Page, x: (typeof TEXTS)['sv' | 'en']) {
  const form = page.getByTestId('claim-form');
  await form.getByRole('radio', { name: x.damage, exact: true }).check();
  await form
    .getByRole('textbox', { name: x.description })
    .fill(
      'Två av fyra kartonger var intryckta vid leveransen; verktygen i dem är böjda. Mottagaren antecknade skadan på kvittot.',
    );
  await form.getByRole('textbox', { name: x.amount }).fill('12 500,50');
  await form.getByRole('textbox', { name: x.bankgiro }).fill('5050-1055');
  await form
    .getByTestId('attachments-dropzone')
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'skada-kartong.jpg', mimeType: 'image/jpeg', buffer: A_PHOTO },
      { name: 'faktura-4711.pdf', mimeType: 'application/pdf', buffer: A_PDF },
    ]);
  await expect(form.getByTestId('attachment')).toHaveCount(2);
}

test.describe('insurance claims', () => {
  // Each test books its own shipment through the API first, on a machine shared with other runs.
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`an insured booked shipment gets a claim with a photo and a PDF, and its claim number (${language})`, async ({
      page,
      request,
    }) => {
      const x = TEXTS[language];
      const booked = await seedShipment(await apiSession(request), {
        to: GOTEBORG,
        template: 'dhl_freight',
        insuredValue: 25_000,
        book: true,
      });
      await useLanguage(page, language);
      await login(page);
      await page.goto(`/consignment?orderNo=${booked.orderNo}`);
      await expect(page.getByRole('link', { name: x.fileClaim })).toBeVisible({ timeout: 20_000 });
      await saveScreenshot(page, `consignment-insured-${language}`);
      await page.getByRole('link', { name: x.fileClaim }).click();
      await expect(page).toHaveURL(new RegExp(`/consignment/claim\\?id=${booked.consignmentId}$`));
      // The page's chunk and texts load on first visit; this machine is shared with other runs.
      await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('claim-shipment')).toContainText(booked.consignmentNo ?? '');
      await expect(page.getByTestId('claim-shipment')).toContainText('25 000,00 SEK');
      const deadlines = page.getByTestId('deadlines');
      await expect(deadlines.getByRole('heading', { name: x.deadlines })).toBeVisible();
      await expect(deadlines.getByTestId('deadline-hiddenDamage')).toContainText(x.hiddenDamage);
      await expect(deadlines.getByTestId('deadline-hiddenDamage')).toContainText(/\d{4}-\d{2}-\d{2}/);
      await saveScreenshot(page, `claim-${language}`);

      await fillClaim(page, x);
      await saveScreenshot(page, `claim-filled-${language}`);
      await page.getByRole('button', { name: x.submit }).click();
      const done = page.getByTestId('claim-submitted');
      await expect(done).toBeVisible({ timeout: 20_000 });
      const title = (await done.locator('.mantine-Alert-title').textContent()) ?? '';
      const claimNo = x.submitted.exec(title.trim())?.[1] ?? '';
      expect(claimNo, title).toMatch(/\S{4,}/);
      await expect(done).toContainText(x.status);
      // The shipment's list shows it too, numbered, with both files to download.
      const row = page.getByTestId('claim-row').filter({ hasText: claimNo });
      await expect(row).toContainText(x.status);
      await expect(row.getByRole('button', { name: /skada-kartong\.jpg/ })).toBeVisible();
      await expect(row.getByRole('button', { name: /faktura-4711\.pdf/ })).toBeVisible();
      await saveScreenshot(page, `claim-submitted-${language}`);
    });
  }

  test('an uninsured shipment has no claim to file: no link, and a plain word on the claim page', async ({
    page,
    request,
  }) => {
    const x = TEXTS.en;
    const booked = await seedShipment(await apiSession(request), {
      to: GOTEBORG,
      template: 'dhl_freight',
      book: true,
    });
    await useLanguage(page, 'en');
    await login(page);
    await page.goto(`/consignment?orderNo=${booked.orderNo}`);
    await expect(page.getByTestId('print-button')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: x.fileClaim })).toHaveCount(0);
    await page.goto(`/consignment/claim?id=${booked.consignmentId}`);
    await expect(page.getByTestId('claim-not-insured')).toContainText(x.notInsured, { timeout: 20_000 });
    await expect(page.getByTestId('claim-form')).toHaveCount(0);
  });

  test("an administrator records the insurer's decision on a colleague's claim", async ({
    page,
    request,
  }) => {
    const api = await apiSession(request);
    const booked = await seedShipment(api, {
      to: GOTEBORG,
      template: 'dhl_freight',
      insuredValue: 25_000,
      book: true,
    });
    const draft = await api('POST', '/claim/', {
      consignmentId: booked.consignmentId,
      kind: 'loss',
      description: 'Ett av två kollin kom aldrig fram.',
      amount: 8000,
      bankAccount: { type: 'bankgiro', clearing: '', number: '50501055' },
    });
    const { claimNo } = await api('POST', `/claim/submit/${draft.id}`);
    await login(page, ADMIN);
    await page.goto(`/consignment/claim?id=${booked.consignmentId}`);
    const row = page.getByTestId('claim-row').filter({ hasText: claimNo });
    await expect(row).toContainText('Inskickad', { timeout: 20_000 });
    await row.getByRole('combobox', { name: `Status för skadeanmälan ${claimNo}` }).click();
    await page.getByRole('option', { name: 'Under handläggning' }).click();
    await expect(row.getByTestId('claim-status')).toHaveText('Under handläggning');
    await expect(page.getByText(`Skadeanmälan ${claimNo} har nu status Under handläggning.`)).toBeVisible();
  });

  test('the claim page on a phone, 390 px wide', async ({ page, request }) => {
    const x = TEXTS.sv;
    const booked = await seedShipment(await apiSession(request), {
      to: GOTEBORG,
      template: 'dhl_freight',
      insuredValue: 25_000,
      book: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    await page.goto(`/consignment/claim?id=${booked.consignmentId}`);
    await expect(page.getByTestId('deadline-hiddenDamage')).toBeVisible({ timeout: 20_000 });
    await fillClaim(page, x);
    // Nothing wider than the phone: the form, the drop zone and the deadlines fit.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'claim-phone-sv');
  });
});
