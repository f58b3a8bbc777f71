import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCachedKey } from '@/shared/session/key-store';
import { clearSession, getUser } from '@/shared/session/session-store';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import LoginPage from './login-page';

const config = (c: { path: string }) =>
  c.path === '/api/config' ? json(200, { loginPageEnabled: true }) : undefined;

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/loginx', Component: LoginPage },
      { path: '/start', element: <p>start page</p> },
      { path: '/welcome', element: <p>welcome page</p> },
    ],
    { initialEntries: ['/loginx'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('login page', () => {
  beforeEach(() => {
    forgetCachedKey();
    clearSession();
  });

  it('requires username and password before calling the server', async () => {
    const { calls } = mockFetch(config);
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(await screen.findAllByText('Obligatoriskt fält')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/auth/signin')).toBe(false);
  });

  it('shows the translated error of a refused login and stays', async () => {
    mockFetch(config, (c) =>
      c.path === '/api/auth/signin' ? apiErrorResponse(401, 'auth.invalid_credentials') : undefined,
    );
    const router = renderLogin();
    await userEvent.type(await screen.findByLabelText(/E-postadress/), 'user@skeppa.test');
    await userEvent.type(screen.getByLabelText(/Lösenord/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fel e-postadress eller lösenord.');
    expect(router.state.location.pathname).toBe('/loginx');
    expect(getUser()).toBeNull();
  });

  it("shows the response's message when the code is unknown", async () => {
    mockFetch(config, (c) =>
      c.path === '/api/auth/signin'
        ? json(403, { message: 'Kontot är spärrat', errors: [{ code: 'x.y', description: '' }] })
        : undefined,
    );
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/E-postadress/), 'a@b.se');
    await userEvent.type(screen.getByLabelText(/Lösenord/), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kontot är spärrat');
  });

  it('stores the user and goes to /start after a successful login', async () => {
    const { calls } = mockFetch(config, (c) =>
      c.path === '/api/auth/signin'
        ? json(200, {
            accessToken: 'a',
            refreshToken: 'r',
            id: 7,
            email: 'user@skeppa.test',
            demoUser: false,
          })
        : undefined,
    );
    const router = renderLogin();
    await userEvent.type(await screen.findByLabelText(/E-postadress/), ' user@skeppa.test ');
    await userEvent.type(screen.getByLabelText(/Lösenord/), 'skeppa-user');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(calls.find((c) => c.path === '/api/auth/signin')?.body).toEqual({
      username: 'user@skeppa.test',
      password: 'skeppa-user',
    });
    expect(getUser()).toMatchObject({ id: 7, accessToken: 'a' });
  });

  it('is not there when the server disables it', async () => {
    mockFetch((c) => (c.path === '/api/config' ? json(200, { loginPageEnabled: false }) : undefined));
    renderLogin();
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
  });
});
