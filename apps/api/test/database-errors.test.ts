import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableCause } from '../src/platform/database-errors.ts';

/** An error as pg raises it: a message, and PostgreSQL's SQLSTATE or the socket's code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** As a query inside a transaction throws it: Drizzle's error around pg's. */
const inTransaction = (cause: Error) =>
  new DrizzleQueryError('update "orders" set … where "order_no" = $1', ['T0000000000000001'], cause);

// Issue 28 point 2: whatever a connection lost in the middle of a transaction throws is a 503 the
// caller may retry, never a 500.
describe('a connection lost in the middle of a transaction', () => {
  it.each([
    [
      'PostgreSQL killed: its backends end',
      'terminating connection due to unexpected postmaster exit',
      '57P01',
    ],
    ['an administrator ended it', 'terminating connection due to administrator command', '57P01'],
    [
      'a crash of another backend',
      'terminating connection because of crash of another server process',
      '57P02',
    ],
    ['the link failed', 'connection failure', '08006'],
    ['the socket was reset', 'read ECONNRESET', 'ECONNRESET'],
    ['the socket closed', 'Connection terminated unexpectedly', undefined],
    ['the client erred before', 'Client has encountered a connection error and is not queryable', undefined],
    ['the pool closed it', 'Client was closed and is not queryable', undefined],
  ])('%s: unavailable', (_why, message, code) => {
    expect(databaseUnavailableCause(inTransaction(pgError(message, code)))).toEqual({ code, message });
  });

  it('a wrong statement is not unavailability', () => {
    expect(databaseUnavailableCause(inTransaction(pgError('syntax error at or near "x"', '42601')))).toBe(
      undefined,
    );
  });
});
