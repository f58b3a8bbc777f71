import type { NewsArticle } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomer } from '@/shared/customer/get-customer';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { type Call, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser, demoUser } from '@/test/users';
import NewsPage from './news-page';

function article(overrides: Partial<NewsArticle>): NewsArticle {
  return {
    id: 1,
    articleType: 'news',
    dateCreated: '2026-11-20T08:00:00Z',
    datePublish: '2026-11-20T08:00:00Z',
    dateRemove: null,
    header: 'Rubrik',
    message: 'Meddelande',
    linkUrl: '',
    linkText: '',
    linkTarget: '_blank',
    messageExtended: '',
    picName: '',
    sortNr: 1,
    language: 'sv',
    viewed: false,
    ...overrides,
  };
}

const ARTICLES = [
  article({
    id: 1,
    header: 'Jämför priser',
    message: 'Fyra transportörer.',
    messageExtended: 'Pris, leveranstid och tillägg.',
    linkUrl: '/start',
    linkText: 'Räkna på en sändning',
    linkTarget: '_self',
    picName: 'compare.svg',
  }),
  article({
    id: 2,
    header: 'Lastsäkring',
    linkUrl: 'https://www.transportstyrelsen.se/',
    linkText: 'Transportstyrelsen',
    viewed: true,
  }),
  article({ id: 3, header: 'Ond länk', linkUrl: 'javascript:alert(1)', linkText: 'Klicka', viewed: true }),
];

/** The news calls as a network stub: one list, read marks kept, the customer's red dot from them. */
function newsServer(articles: NewsArticle[], customerId = 7) {
  const viewed = new Set(articles.filter((a) => a.viewed).map((a) => a.id));
  return (c: Call) => {
    if (c.path === `/api/news/list/${customerId}?language=sv`)
      return json(
        200,
        articles.map((a) => ({ ...a, viewed: viewed.has(a.id) })),
      );
    const mark = /^\/api\/news\/viewed\/(\d+)\/\?custId=(\d+)&language=sv$/.exec(c.path);
    if (mark && Number(mark[2]) === customerId) {
      viewed.add(Number(mark[1]));
      return json(200, { ...articles.find((a) => a.id === Number(mark[1])), viewed: true });
    }
    if (c.path === `/api/customer/${customerId}`)
      return json(
        200,
        makeCustomer({ id: customerId, hasUnviewedNewsArticles: articles.some((a) => !viewed.has(a.id)) }),
      );
    return undefined;
  };
}

/** What the profile button reads, as the layout around the page would. */
function RedDot() {
  const customer = useCustomer().data;
  return <span data-testid="red-dot">{customer ? String(customer.hasUnviewedNewsArticles) : ''}</span>;
}

function renderNews() {
  const router = createMemoryRouter(
    [
      {
        path: '/info/news',
        element: (
          <>
            <RedDot />
            <NewsPage />
          </>
        ),
      },
      { path: '/start', element: <p>start</p> },
    ],
    { initialEntries: ['/info/news'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('news page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
  });

  it('lists the articles in their order, the unread one marked new', async () => {
    mockFetch(newsServer(ARTICLES));
    renderNews();
    const items = await screen.findAllByTestId('news-article');
    expect(items.map((i) => within(i).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Jämför priser'),
      expect.stringContaining('Lastsäkring'),
      expect.stringContaining('Ond länk'),
    ]);
    expect(within(items[0]!).getByText('Ny')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Ny')).toBeNull();
    expect(items[0]).toHaveTextContent('Publicerad 2026-11-20');
  });

  it('marks an article read when it is opened and reads the customer again for the red dot', async () => {
    const { calls } = mockFetch(newsServer(ARTICLES));
    renderNews();
    await waitFor(() => expect(screen.getByTestId('red-dot')).toHaveTextContent('true'));
    const [first] = await screen.findAllByTestId('news-article');
    await userEvent.click(within(first!).getByRole('button', { name: /Jämför priser/ }));
    await waitFor(() => expect(within(first!).queryByText('Ny')).toBeNull());
    expect(calls.filter((c) => c.path.startsWith('/api/news/viewed/'))).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('red-dot')).toHaveTextContent('false'));

    // Opened again, or a read one opened, nothing more is sent.
    const second = screen.getAllByTestId('news-article')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: /Lastsäkring/ }));
    await userEvent.click(within(first!).getByRole('button', { name: /Jämför priser/ }));
    await userEvent.click(within(first!).getByRole('button', { name: /Jämför priser/ }));
    expect(calls.filter((c) => c.path.startsWith('/api/news/viewed/'))).toHaveLength(1);
  });

  it('shows the picture, expands the extended message and follows links safely', async () => {
    mockFetch(newsServer(ARTICLES));
    const { router } = renderNews();
    const items = await screen.findAllByTestId('news-article');
    await userEvent.click(within(items[0]!).getByRole('button', { name: /Jämför priser/ }));
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/news/compare.svg');
    // The panel opens with a transition: what it holds is found once it is shown.
    const more = await within(items[0]!).findByRole('button', { name: 'Läs mer' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(await within(items[0]!).findByRole('button', { name: 'Visa mindre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(within(items[0]!).getByText('Pris, leveranstid och tillägg.')).toBeVisible());

    await userEvent.click(within(items[1]!).getByRole('button', { name: /Lastsäkring/ }));
    const external = await within(items[1]!).findByRole('link', { name: /Transportstyrelsen/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/öppnas i ett nytt fönster/);

    await userEvent.click(within(items[2]!).getByRole('button', { name: /Ond länk/ }));
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).queryByText('Klicka')).toBeNull();

    await userEvent.click(await within(items[0]!).findByRole('link', { name: 'Räkna på en sändning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('lets the demo user read without marking anything', async () => {
    await setUser(demoUser);
    const { calls } = mockFetch(
      newsServer(
        ARTICLES.map((a) => ({ ...a, viewed: true })),
        demoUser.id,
      ),
    );
    renderNews();
    const [first] = await screen.findAllByTestId('news-article');
    await userEvent.click(within(first!).getByRole('button', { name: /Jämför priser/ }));
    await waitFor(() => expect(within(first!).getByText('Fyra transportörer.')).toBeVisible());
    expect(calls.filter((c) => c.path.startsWith('/api/news/viewed/'))).toHaveLength(0);
  });

  it('says so when there is no news', async () => {
    mockFetch(newsServer([]));
    renderNews();
    expect(await screen.findByText('Inga nyheter just nu.')).toBeInTheDocument();
  });
});
