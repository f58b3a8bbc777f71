import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setUser } from '@/shared/session/session-store';
import { mockFetch, pageViews } from '@/test/fetch-mock';
import { renderAppAt } from '@/test/render-app';
import { customerUser, demoUser } from '@/test/users';

describe('route guard', () => {
  beforeEach(() => {
    clearSession();
    mockFetch(pageViews);
  });

  it('sends an anonymous visitor from /start to /welcome', async () => {
    const app = await renderAppAt('/start');
    expect(app.page()).toBe('welcome');
    expect(app.router.state.location.pathname).toBe('/welcome');
  });

  it.each(['/loginx', '/welcome', '/sso/abc', '/priser'])(
    'lets an anonymous visitor open %s',
    async (path) => {
      const app = await renderAppAt(path);
      expect(app.router.state.location.pathname).toBe(path);
    },
  );

  it('lets the demo user price but not open the profile', async () => {
    await setUser(demoUser);
    const app = await renderAppAt('/start');
    expect(app.page()).toBe('start');
    await app.navigate('/shipment/select');
    expect(app.page()).toBe('shipmentStep2');
    await app.navigate('/info/faq');
    expect(app.page()).toBe('faq');
    await app.navigate('/profile');
    expect(app.page()).toBe('welcome');
    await app.navigate('/shipment/book');
    expect(app.page()).toBe('welcome');
  });

  it('sends the demo user from /loginx to /welcome', async () => {
    await setUser(demoUser);
    const app = await renderAppAt('/loginx');
    expect(app.page()).toBe('welcome');
    expect(app.router.state.location.pathname).toBe('/welcome');
  });

  it('lets a customer open every page and skips welcome and login', async () => {
    await setUser(customerUser);
    const app = await renderAppAt('/profile');
    expect(app.page()).toBe('profile');
    await app.navigate('/consignment/list');
    expect(app.page()).toBe('consignmentList');
    await app.navigate('/welcome');
    expect(app.page()).toBe('start');
    await app.navigate('/loginx');
    expect(app.page()).toBe('start');
  });

  it('sends unknown paths home, and home to the start page', async () => {
    await setUser(customerUser);
    const app = await renderAppAt('/no/such/page');
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.page()).toBe('home');
  });
});
