import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { namedStatement, placeholderOf } from '../src/db/named-statement.ts';
import { bookingRequests, customers } from '../src/db/schema/index.ts';
import { USERS } from './helpers/auth.ts';
import { useTestDatabase } from './helpers/database.ts';

const database = useTestDatabase();

const customerId = USERS.user.id;

const insertAnswer = namedStatement('test.insert_answer', getTableColumns(bookingRequests), (ex) =>
  ex
    .insert(bookingRequests)
    .values({
      customerId: sql.placeholder('customerId'),
      key: sql.placeholder('key'),
      route: 'test',
      requestHash: 'h',
      statusCode: 200,
      response: sql.placeholder('response'),
    })
    .returning(),
);

const answerOf = namedStatement('test.answer_of', { response: bookingRequests.response }, (ex) =>
  ex
    .select({ response: bookingRequests.response })
    .from(bookingRequests)
    .where(eq(bookingRequests.key, sql.placeholder('key'))),
);

const setAnswer = namedStatement('test.set_answer', undefined, (ex) =>
  ex
    .update(bookingRequests)
    .set({ response: placeholderOf('response', bookingRequests.response) })
    .where(eq(bookingRequests.key, sql.placeholder('key'))),
);

const customerWithAnswer = namedStatement(
  'test.customer_with_answer',
  { id: customers.id, answer: bookingRequests },
  (ex) =>
    ex
      .select({ id: customers.id, answer: bookingRequests })
      .from(customers)
      .leftJoin(
        bookingRequests,
        and(eq(bookingRequests.customerId, customers.id), eq(bookingRequests.key, sql.placeholder('key'))),
      )
      .where(eq(customers.id, sql.placeholder('customerId'))),
  { leftJoined: ['answer'] },
);

describe('a named statement', () => {
  it('runs on the pool, each run with its own values, its rows mapped by the columns', async () => {
    const [first] = await insertAnswer(database().db, { customerId, key: 'pool-1', response: { n: 1 } });
    const [second] = await insertAnswer(database().db, { customerId, key: 'pool-2', response: { n: 2 } });
    expect(first?.response).toEqual({ n: 1 });
    expect(second?.response).toEqual({ n: 2 });
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(await answerOf(database().db, { key: 'pool-2' })).toEqual([{ response: { n: 2 } }]);
  });

  it('runs on the connection of the transaction it is called in, and is prepared there by its name', async () => {
    await expect(
      database().db.transaction(async (tx) => {
        await insertAnswer(tx, { customerId, key: 'in-tx', response: { n: 3 } });
        // Only the transaction's own connection sees its uncommitted row.
        expect(await answerOf(tx, { key: 'in-tx' })).toEqual([{ response: { n: 3 } }]);
        expect(await answerOf(database().db, { key: 'in-tx' })).toEqual([]);
        const prepared = await tx.execute<{ name: string }>(
          sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'test.%' ORDER BY name`,
        );
        expect(prepared.rows.map((r) => r.name)).toEqual(['test.answer_of', 'test.insert_answer']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await answerOf(database().db, { key: 'in-tx' })).toEqual([]);
  });

  it('writes a placeholder in a SET through the column’s encoding, as Drizzle writes a value', async () => {
    await insertAnswer(database().db, { customerId, key: 'set', response: {} });
    // An array is where the driver's own writing differs: it would send a PostgreSQL array.
    await setAnswer(database().db, { key: 'set', response: [{ orderNo: '42' }, 2] });
    expect(await answerOf(database().db, { key: 'set' })).toEqual([{ response: [{ orderNo: '42' }, 2] }]);
  });

  it('answers a whole table’s row under its name, and null where a LEFT JOIN found none', async () => {
    await insertAnswer(database().db, { customerId, key: 'joined', response: { n: 4 } });
    const [found] = await customerWithAnswer(database().db, { customerId, key: 'joined' });
    expect(found?.id).toBe(customerId);
    expect(found?.answer).toMatchObject({ customerId, key: 'joined', response: { n: 4 } });
    expect(found?.answer?.createdAt).toBeInstanceOf(Date);
    expect(await customerWithAnswer(database().db, { customerId, key: 'none' })).toEqual([
      { id: customerId, answer: null },
    ]);
  });
});
