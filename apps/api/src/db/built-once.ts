/**
 * Drizzle builds a statement's SQL from its parts on every call: 0.3–0.8 ms for a list's
 * statement on this machine (decision 243). A statement written with placeholders is
 * built once per shape (sort, scope) and then only run with each call's values.
 */
export function builtOnce() {
  const built = new Map<string, unknown>();
  // One cache per statement: a shape always builds the same statement, so its type holds.
  return <Q>(shape: string, build: () => Q): Q => {
    if (!built.has(shape)) built.set(shape, build());
    return built.get(shape) as Q;
  };
}

/**
 * The name a built statement is prepared under. Empty, PostgreSQL plans each run for its own
 * values, as it did before: a search's hits range from one to every contact, and the one generic
 * plan a named statement settles on could not fit both.
 */
export const PLANNED_EACH_RUN = '';
