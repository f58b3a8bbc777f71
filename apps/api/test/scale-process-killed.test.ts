import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sql } from './helpers/database.ts';
import { api, type ProcessPair, signInTo, startProcessPair } from './helpers/process-pair.ts';
import { status, waitFor } from './helpers/server-process.ts';

// Issue 36 point 1: one of two API processes killed outright (SIGKILL) under a stream of writes
// spread over both. What either acknowledged stays written; the other serves on alone.
const WRITERS = 8;
const BEFORE_KILL = 120;
const AFTER_KILL = 120;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pair: ProcessPair;
beforeAll(async () => {
  database = await createTestDatabase();
  pair = await startProcessPair(database.url);
}, 120_000);
afterAll(async () => {
  await pair?.stop();
  await database?.drop();
});

describe('one of two API processes killed under load', () => {
  it('loses no acknowledged write, and the other keeps answering', async () => {
    const [a, b] = pair.servers;
    const { accessToken: token } = await signInTo(a);
    const acknowledged: { id: number; by: 'a' | 'b'; afterKill: boolean }[] = [];
    const refusedByB: number[] = [];
    let killed = false;
    let running = true;
    let n = 0;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (running) {
        const i = n++;
        const by = i % 2 ? 'b' : 'a';
        const afterKill = killed;
        try {
          const res = await api(by === 'a' ? a : b, 'POST', '/contact/', {
            token,
            body: {
              company: `Lastkaj ${i} AB`,
              address1: 'Hamngatan 1',
              postcode: '113 51',
              city: 'Stockholm',
            },
          });
          if (res.status === 201) acknowledged.push({ id: res.json.id, by, afterKill });
          else if (by === 'b') refusedByB.push(res.status);
        } catch {
          // The killed process's connections break: no answer, so nothing acknowledged.
          if (by === 'b') refusedByB.push(0);
        }
      }
    });
    const countOf = (afterKill: boolean, by?: 'a' | 'b') =>
      acknowledged.filter((w) => w.afterKill === afterKill && (!by || w.by === by)).length;

    await waitFor(
      'writes through both',
      async () => countOf(false, 'a') >= BEFORE_KILL / 2 && countOf(false, 'b') >= BEFORE_KILL / 2,
      30_000,
    );
    a.child.kill('SIGKILL');
    killed = true;
    expect(await a.exited).toBe('SIGKILL');
    await waitFor('writes after the kill', async () => countOf(true, 'b') >= AFTER_KILL, 30_000, b);
    running = false;
    await Promise.all(writers);

    expect(refusedByB).toEqual([]);
    expect(await status(`${b.url}/api/health`)).toBe(200);
    const ids = acknowledged.map((w) => w.id);
    const stored = await sql<{ id: number }>(database.url, 'SELECT id FROM contacts WHERE id = ANY($1)', [
      ids,
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(stored).toHaveLength(ids.length);
  }, 90_000);
});
