import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/platform/config.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type Session, signIn, signInDemo, USERS } from './auth.ts';
import { caller } from './shipments.ts';

export interface SignedInApp {
  t: TestApp;
  call: ReturnType<typeof caller>;
  admin: Session;
  user: Session;
  other: Session;
  demo: Session;
}

/**
 * A file's test app, made before its tests and closed after them, with the seeded users and the
 * demo signed in. Its fields are there once the file's `beforeAll` has run: read them in tests.
 */
export function useSignedInApp(overrides: Partial<AppConfig> = {}): SignedInApp {
  const ctx = {} as SignedInApp;
  beforeAll(async () => {
    ctx.t = await createTestApp(overrides);
    ctx.call = caller(ctx.t.app);
    [ctx.admin, ctx.user, ctx.other, ctx.demo] = await Promise.all([
      signIn(ctx.t.app, USERS.admin),
      signIn(ctx.t.app, USERS.user),
      signIn(ctx.t.app, USERS.other),
      signInDemo(ctx.t.app),
    ]);
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}
