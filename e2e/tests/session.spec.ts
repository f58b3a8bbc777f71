import type { BrowserContext, Response } from '@playwright/test';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { fillGoodsRow, fillPlace, login, showPrices } from './helpers.ts';

// The test server issues access tokens that live 4 seconds (playwright.config.ts); a test waits
// for one to expire by asking the server until it refuses it, never by sleeping.
const EXPIRY_TIMEOUT_MS = 15_000;

async function waitUntilRefused(request: APIRequestContext, accessToken: string) {
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/consignment/template', {
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).status(),
      { timeout: EXPIRY_TIMEOUT_MS, intervals: [250] },
    )
    .toBe(401);
}

async function signInCapturingToken(page: Page): Promise<string> {
  const signin = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin') && r.status() === 200);
  await login(page);
  return (await (await signin).json()).accessToken;
}

const isRefresh = (r: Response) => r.url().endsWith('/api/auth/refreshtoken');

/**
 * Signs in on /start and waits for its first calls, keeping every refresh the pages make. The
 * token the browser holds is the sign-in's, or a refresh's when those first calls met the
 * 4-second expiry on a slow machine.
 */
async function signInWatchingRefreshes(page: Page, on: Page | BrowserContext = page) {
  const refreshes: Response[] = [];
  on.on('response', (r) => {
    if (isRefresh(r)) refreshes.push(r);
  });
  const signedIn = await signInCapturingToken(page);
  await expectSignedInOnStart(page);
  const heldToken = async (): Promise<string> => {
    const last = refreshes.at(-1);
    return last ? (await last.json()).accessToken : signedIn;
  };
  return { refreshes, heldToken };
}

async function expectSignedIn(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByTestId('profile-button')).toBeVisible();
}

/** Signed in on /start with its first calls answered: the send list is the last to load. */
async function expectSignedInOnStart(page: Page) {
  await expectSignedIn(page, /\/start$/);
  await expect(page.getByText('Nordisk Verktyg AB')).toBeVisible();
  const sendList = page.getByTestId('send-list');
  await expect(
    sendList.getByTestId('send-list-empty').or(sendList.getByTestId('send-list-item')).first(),
  ).toBeVisible();
}

test('an expired access token is refreshed silently, and the rotated token is kept', async ({
  page,
  request,
}) => {
  // Waits out the 4-second access token more than once, on a server that may be cold.
  test.slow();
  const { refreshes, heldToken } = await signInWatchingRefreshes(page);
  for (let round = 0; round < 2; round++) {
    await waitUntilRefused(request, await heldToken());
    const refused = page.waitForResponse((r) => r.url().includes('/api/customer/') && r.status() === 401);
    const refreshed = page.waitForResponse(isRefresh);
    const loaded = page.waitForResponse((r) => r.url().includes('/api/customer/') && r.status() === 200);
    await page.reload();
    await refused;
    expect((await refreshed).status()).toBe(200);
    await loaded;
    await expectSignedInOnStart(page);
  }
  expect(refreshes.map((r) => r.status()).filter((s) => s !== 200)).toEqual([]);
});

test('reloads while a refresh is under way, again and again around expiry, keep the session', async ({
  page,
  context,
  request,
}) => {
  const refused: number[] = [];
  context.on('response', (r) => {
    if (isRefresh(r) && r.status() !== 200) refused.push(r.status());
  });
  // Waits for /start's first calls so that the token waited out is the one the page holds: a
  // check made before any call had been answered would wait for nothing, and the reloads below
  // would meet a token still valid, making no refresh.
  const { heldToken } = await signInWatchingRefreshes(page, context);
  await waitUntilRefused(request, await heldToken());

  // Each refresh reaches the server, which rotates the token, but is held until the page has been
  // reloaded: its answer reaches nobody, and the next page only has the token already rotated.
  const rotations: number[] = [];
  const held: (() => void)[] = [];
  let rotated: () => void = () => {};
  await page.route(
    '**/api/auth/refreshtoken',
    async (route) => {
      const gone = new Promise<void>((resolve) => held.push(resolve));
      rotations.push((await route.fetch()).status());
      rotated();
      await gone;
      await route.abort().catch(() => {});
    },
    { times: 3 },
  );
  for (let i = 0; i < 3; i++) {
    const heldBefore = held.length;
    const rotation = new Promise<void>((resolve) => {
      rotated = resolve;
    });
    await page.reload();
    for (const release of held.slice(0, heldBefore)) release();
    await rotation;
  }
  const refreshed = page.waitForResponse(isRefresh);
  await page.reload();
  for (const release of held) release();
  expect((await refreshed).status()).toBe(200);
  await expectSignedInOnStart(page);
  expect(rotations).toEqual([200, 200, 200]);
  expect(refused).toEqual([]);
});

test('a session whose refresh token is revoked ends on /welcome', async ({ page, request }) => {
  const accessToken = await signInCapturingToken(page);
  // Another tab logging out revokes the refresh token this tab still holds.
  await page.evaluate(async () => {
    const keep = localStorage.getItem('skeppa.user');
    window.sessionStorage.setItem('kept', keep ?? '');
  });
  await page.getByTestId('profile-button').click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.evaluate(() => localStorage.setItem('skeppa.user', sessionStorage.getItem('kept') ?? ''));

  await waitUntilRefused(request, accessToken);
  const refreshed = page.waitForResponse(isRefresh);
  await page.goto('/start');
  expect((await refreshed).status()).toBe(403);
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => localStorage.getItem('skeppa.user'))).toBeNull();
});

test('two tabs share one session: a refresh in one is seen by the other, and both stay signed in', async ({
  page: first,
  context,
  request,
}) => {
  // Waits out the 4-second access token more than once, on a server that may be cold.
  test.slow();
  const { refreshes, heldToken } = await signInWatchingRefreshes(first, context);
  await waitUntilRefused(request, await heldToken());
  const before = refreshes.length;

  // A second tab opens on the expired pair and refreshes; the first still holds the old pair.
  const second = await context.newPage();
  await second.goto('/start');
  await expectSignedInOnStart(second);
  // It refreshed, and was answered. On a slow machine the new 4-second token may expire again
  // before /start's last call, and that call refreshes once more: also answered, also fine.
  const secondTab = refreshes.slice(before).map((r) => r.status());
  expect(secondTab.length).toBeGreaterThanOrEqual(1);
  expect(secondTab.filter((s) => s !== 200)).toEqual([]);

  // The first tab prices: it must go on with the rotated pair, never present the used refresh
  // token (that would be answered 403 and end the session in both tabs).
  await fillPlace(first, 'from', { postcode: '11351' });
  await fillPlace(first, 'to', { postcode: '41104' });
  await fillGoodsRow(first, 0, { weight: '5', length: '40', width: '30', height: '20' });
  await showPrices(first);
  // The pair may have expired again meanwhile (it lives 4 seconds); a refresh with it is fine.
  expect(refreshes.map((r) => r.status()).filter((s) => s !== 200)).toEqual([]);

  // Both tabs find the token expired at once: they take turns, and one refresh serves both.
  await waitUntilRefused(request, await heldToken());
  // A page may show itself signed in from what it keeps before its first call is answered: wait
  // for the refresh itself, not only for the signed-in look.
  const refreshed = context.waitForEvent('response', isRefresh);
  await Promise.all([first.reload(), second.reload()]);
  expect((await refreshed).status()).toBe(200);
  await expectSignedIn(first, /\/shipment\/select$/);
  await expectSignedIn(second, /\/start$/);
  expect(refreshes.length - before).toBeGreaterThanOrEqual(2);
  expect(refreshes.map((r) => r.status()).filter((s) => s !== 200)).toEqual([]);
});
