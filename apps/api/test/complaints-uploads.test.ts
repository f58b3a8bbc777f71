import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCodes } from './helpers/auth.ts';
import { fileComplaint, PDF, uploadTo } from './helpers/complaints.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// A complaint's folder in the file store (issue 32.2): uploads at the same time stay under the
// 25 MB a complaint, and a deleted complaint leaves no file behind, named by a row or not.

// The store's own directory, so the test can look into a complaint's folder.
const dir = path.join(tmpdir(), `skeppa-complaint-files-${randomUUID()}`);
afterAll(() => rm(dir, { recursive: true, force: true }));
const a = useSignedInApp({ files: { store: 'local', dir } });

const MB = 1024 * 1024;
const text = (size: number) => Buffer.alloc(size, 'a');
const folder = async (id: number) => readdir(path.join(dir, 'complaints', String(id))).catch(() => null);

describe('uploads at the same time', () => {
  it('pass the 25 MB of a complaint one at a time: one of two is refused, its file not kept', async () => {
    const c = await fileComplaint(a.t.app, a.user);
    const ten = (name: string) => ({ name, type: 'text/plain', bytes: text(10 * MB) });
    expect((await uploadTo(a.t.app, a.user, c.id, ten('första.txt'))).statusCode).toBe(201);
    const both = await Promise.all([
      uploadTo(a.t.app, a.user, c.id, ten('andra.txt')),
      uploadTo(a.t.app, a.user, c.id, ten('tredje.txt')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(errorCodes(both.find((r) => r.statusCode === 413)!)).toEqual(['complaint.files_too_large']);
    const [total] = await sql<{ n: number; bytes: number }>(
      a.t.databaseUrl,
      'SELECT count(*)::int AS n, sum(size_bytes)::int AS bytes FROM complaint_files WHERE complaint_id = $1',
      [c.id],
    );
    expect(total).toEqual({ n: 2, bytes: 20 * MB });
    expect(await folder(c.id)).toHaveLength(2);
  });
});

describe('a deleted complaint', () => {
  it('takes its whole folder from the store, a file no row names too, and no other complaint’s', async () => {
    const gone = await fileComplaint(a.t.app, a.user);
    const kept = await fileComplaint(a.t.app, a.user);
    for (const id of [gone.id, kept.id])
      await uploadTo(a.t.app, a.user, id, { name: 'a.pdf', type: 'application/pdf', bytes: PDF });
    // What an upload whose process died between the store and its row leaves behind.
    await a.t.app.files.put(`complaints/${gone.id}/left-by-a-crash`, PDF);
    expect(await folder(gone.id)).toHaveLength(2);

    expect((await a.call(a.user, 'DELETE', `/complaint/${gone.id}`)).statusCode).toBe(204);
    expect(await folder(gone.id)).toBeNull();
    expect(await folder(kept.id)).toHaveLength(1);
    const rows = await sql(a.t.databaseUrl, 'SELECT 1 FROM complaint_files WHERE complaint_id = $1', [
      gone.id,
    ]);
    expect(rows).toEqual([]);
  });
});
