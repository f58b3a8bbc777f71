import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

// What fastify-plugin marks a plugin with (shared scope, name, dependencies).
const MARKS = [Symbol.for('skip-override'), Symbol.for('fastify.display-name'), Symbol.for('plugin-meta')];

/**
 * Fastify takes a plugin whose promise rejects with no value (`reject()`, as a child-process
 * wrapper may do) for one that started, and the server then listens without what the plugin was
 * to provide. Wrapped, such a plugin fails start-up with an error that names it.
 */
export function strictPlugin<O extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<O>,
  name = plugin.name || 'a plugin',
): FastifyPluginAsync<O> {
  const wrapped = async function (this: unknown, instance: FastifyInstance, opts: O) {
    try {
      await plugin.call(this, instance, opts);
    } catch (err) {
      if (err instanceof Error) throw err;
      const label = (plugin as unknown as Record<symbol, unknown>)[MARKS[1] as symbol] ?? name;
      const detail = err === undefined ? 'without saying why' : `with ${JSON.stringify(err)}`;
      throw new Error(`${String(label)} failed ${detail}`);
    }
  };
  for (const mark of MARKS) {
    if (mark in plugin)
      (wrapped as unknown as Record<symbol, unknown>)[mark] = (plugin as unknown as Record<symbol, unknown>)[
        mark
      ];
  }
  return wrapped;
}
