/**
 * happy-dom has no Web Locks (`navigator.locks` is null). This stand-in keeps their one promise
 * the session relies on: callbacks asking for the same exclusive lock run one after another.
 */
export function installWebLocks(): () => void {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'locks');
  };
}
