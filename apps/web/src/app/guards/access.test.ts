import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/routes/route-table';
import { customerUser, demoUser } from '@/test/users';
import { accessRedirect } from './access';

const byName = (name: string) => {
  const route = routeTable.find((r) => r.name === name);
  if (!route) throw new Error(name);
  return route;
};

describe('accessRedirect', () => {
  it("lets nobody without a stored user past the four anonymous pages and the receiver's tracking page", () => {
    const open = routeTable.filter((r) => accessRedirect(r, null) === null).map((r) => r.name);
    expect(open.sort()).toEqual(['demoLogin', 'login', 'receiverTracking', 'sso', 'welcome']);
  });

  it('lets the demo user onto the demo pages of SPEC §6 only', () => {
    const open = routeTable.filter((r) => accessRedirect(r, demoUser) === null).map((r) => r.name);
    expect(open.sort()).toEqual(
      ['about', 'carriers', 'demoLogin', 'faq', 'guide', 'home', 'insurance', 'news', 'packaging']
        .concat(['receiverTracking', 'shipmentStep1', 'shipmentStep2', 'sso', 'start', 'welcome'])
        .sort(),
    );
  });

  it('sends the demo user from the login page to welcome (SPEC §2: demo not allowed)', () => {
    expect(accessRedirect(byName('login'), demoUser)).toBe('/welcome');
    expect(accessRedirect(byName('welcome'), demoUser)).toBeNull();
  });

  it('sends a signed-in customer from welcome and login to start', () => {
    expect(accessRedirect(byName('welcome'), customerUser)).toBe('/start');
    expect(accessRedirect(byName('login'), customerUser)).toBe('/start');
    expect(accessRedirect(byName('MailTest'), customerUser)).toBeNull();
  });
});
