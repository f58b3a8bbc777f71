import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from './fixtures.ts';

// Must match SSO_SHARED_SECRET in playwright.config.ts.
const SECRET = 'e2e-only-sso-shared-secret-0123456789abcdef';

/** Asks for a one-time key as an integrating system would: a signed request. */
async function ssoKey(request: APIRequestContext, email: string): Promise<string> {
  const body = JSON.stringify({ email });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  const res = await request.post('/api/auth/sso/key', {
    data: body,
    headers: {
      'Content-Type': 'application/json',
      'X-Skeppa-Timestamp': timestamp,
      'X-Skeppa-Signature': signature,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).key;
}

test('an SSO link signs the customer in, goes to /start and tracks the login once', async ({
  page,
  request,
}) => {
  const key = await ssoKey(request, 'admin@skeppa.test');
  const views: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/pageview')) views.push(r.postDataJSON().path);
  });
  await page.goto(`/sso/${key}`);
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByText('Nordisk Verktyg AB')).toBeVisible();
  await expect.poll(() => views.filter((v) => v === '/events/login')).toHaveLength(1);
  expect(views.join(' ')).not.toContain(key);
});

test('an SSO link replaces whoever was signed in before', async ({ page, request }) => {
  await page.goto('/priser');
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  await page.goto(`/sso/${await ssoKey(request, 'user@skeppa.test')}`);
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByTestId('demo-notice')).toHaveCount(0);
  await expect(page.getByText('Nordisk Verktyg AB')).toBeVisible();
});

test('a used or invalid SSO key shows the error', async ({ page }) => {
  await page.goto('/sso/this-key-is-not-valid-at-all');
  await expect(page.getByRole('alert')).toContainText('Inloggningslänken är ogiltig eller har gått ut.');
  await expect(page).toHaveURL(/\/sso\//);
});
