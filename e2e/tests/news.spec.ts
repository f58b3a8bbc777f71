import { expect, settle, test } from './fixtures.ts';
import { login, OTHER, startDemo } from './helpers.ts';

test('reading the unread news puts out the red dot on the profile button', async ({ page }) => {
  await login(page, OTHER);
  const dot = page.getByTestId('unread-news-dot');
  await expect(dot).toBeVisible();
  await page.getByTestId('profile-button').click();
  await page.getByTestId('profile-drawer').getByRole('link', { name: 'Nyheter' }).click();
  await expect(page).toHaveURL(/\/info\/news$/);

  const articles = page.getByTestId('news-article');
  await expect(articles.first()).toBeVisible();
  const unread = articles.filter({ has: page.getByText('Ny', { exact: true }) });
  const headers = await unread
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => b.hasAttribute('aria-expanded'))
        .map((b) => b.querySelector('p')?.textContent ?? ''),
    );
  expect(headers.length).toBeGreaterThan(0);
  for (const [i, header] of headers.entries()) {
    const article = articles.filter({ hasText: header });
    await article.getByRole('button', { name: header }).click();
    await expect(article.getByRole('region')).toBeVisible();
    await expect(unread).toHaveCount(headers.length - i - 1);
    if (i < headers.length - 1) await expect(dot).toBeVisible();
  }
  await expect(dot).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('news-article').first()).toBeVisible();
  await expect(page.getByTestId('unread-news-dot')).toHaveCount(0);
});

test('an article opens with its picture, longer text and a link that opens safely', async ({ page }) => {
  await login(page, OTHER);
  await page.goto('/info/news');
  const first = page.getByTestId('news-article').first();
  await first.getByRole('button', { name: /jämför priser/i }).click();
  await expect(first.locator('img[src="/news/compare.svg"]')).toBeVisible();
  await first.getByRole('button', { name: 'Läs mer' }).click();
  await expect(first.getByText(/Billigast och snabbast märks ut/)).toBeVisible();
  // The longer text grows into place and moves the articles below it: one loaded run's click on
  // the next header landed while it moved, and opened nothing.
  await settle(page);
  const securing = page.getByTestId('news-article').filter({ hasText: 'Lastsäkra pallen' });
  await securing.getByRole('button').first().click();
  const link = securing.getByRole('link', { name: /Transportstyrelsen om lastsäkring/ });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await first.getByRole('link', { name: 'Räkna på en sändning' }).click();
  await expect(page).toHaveURL(/\/start$/);
});

test('the demo user reads the news with nothing unread', async ({ page }) => {
  await startDemo(page);
  await page.goto('/info/news');
  await expect(page.getByTestId('news-article').first()).toBeVisible();
  await expect(
    page.getByTestId('news-article').filter({ has: page.getByText('Ny', { exact: true }) }),
  ).toHaveCount(0);
  await expect(page.getByTestId('unread-news-dot')).toHaveCount(0);
});
