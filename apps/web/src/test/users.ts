import type { UserSession } from '@skeppa/domain';
import { DEMO_USER_ID } from '@skeppa/domain';

export const customerUser: UserSession = {
  id: 7,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  email: 'user@skeppa.test',
  demoUser: false,
};

export const demoUser: UserSession = {
  id: DEMO_USER_ID,
  accessToken: 'demo-access',
  refreshToken: 'demo-refresh',
  email: 'demo@skeppa.se',
  demoUser: true,
};
