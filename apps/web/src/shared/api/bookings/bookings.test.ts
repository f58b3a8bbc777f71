import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { withNetworkRetry } from './idempotency';
import { orderListSearch } from './list-orders';

describe('a booking call', () => {
  it('is sent again after a network failure, with what the caller fixed (the same key)', async () => {
    const keys: string[] = [];
    const key = 'attempt-1';
    const answer = await withNetworkRetry(async () => {
      keys.push(key);
      if (keys.length < 3) throw new TypeError('Failed to fetch');
      return 'booked';
    });
    expect(answer).toBe('booked');
    expect(keys).toEqual(['attempt-1', 'attempt-1', 'attempt-1']);
  });

  it('is not sent again when the server answered, even with an error', async () => {
    let calls = 0;
    await expect(
      withNetworkRetry(async () => {
        calls++;
        throw new ApiError(422, null);
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('gives up after two retries of a network failure', async () => {
    let calls = 0;
    await expect(
      withNetworkRetry(async () => {
        calls++;
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(3);
  });
});

describe('the order list query', () => {
  it('writes the booked flag as 0 or 1 and leaves out what is not set', () => {
    expect(orderListSearch({ booked: false, page: 2, search: '', from: '2026-01-01' })).toBe(
      '?booked=0&page=2&from=2026-01-01',
    );
    expect(orderListSearch({ booked: true })).toBe('?booked=1');
    expect(orderListSearch({})).toBe('');
  });
});
