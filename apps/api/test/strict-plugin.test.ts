import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { strictPlugin } from '../src/platform/strict-plugin.ts';

// What a child-process wrapper does when the child exits before it is ready: reject().
const rejectsWithNothing = fp(async () => Promise.reject(undefined), { name: 'database' });

describe('a start-up plugin that fails without an error value', () => {
  it('passes for a success in Fastify itself, so the server would listen without it', async () => {
    const app = Fastify();
    await app.register(rejectsWithNothing);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('fails start-up when registered strictly, naming the plugin', async () => {
    const app = Fastify();
    await expect(app.register(strictPlugin(rejectsWithNothing))).rejects.toThrow('database failed');
    await app.close();
  });

  it('keeps what fastify-plugin marked: a strict plugin still decorates the scope it is registered in', async () => {
    const decorates = fp(
      async (app: FastifyInstance) => {
        app.decorate('answer', 42);
      },
      { name: 'answer' },
    );
    const app = Fastify();
    await app.register(strictPlugin(decorates));
    await app.ready();
    expect(app.hasDecorator('answer')).toBe(true);
    await app.close();
  });
});
