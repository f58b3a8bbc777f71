import { buildTariffBook, type TariffBook } from './tariff-book.ts';
import type { TariffRepository } from './tariff-repository.ts';

/**
 * Tariffs live in memory. Before each use one cheap query reads the version that database
 * triggers bump on every tariff change; when it moved, the whole book is reloaded. Concurrent
 * callers share one reload.
 */
export function tariffCache(repo: Pick<TariffRepository, 'version' | 'loadAll'>) {
  let book: TariffBook | undefined;
  let loading: Promise<TariffBook> | undefined;

  function reload(): Promise<TariffBook> {
    loading ??= repo
      .loadAll()
      .then((rows) => {
        book = buildTariffBook(rows);
        return book;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async current(): Promise<TariffBook> {
      return this.atVersion(await repo.version());
    },
    /**
     * For callers that read the version together with other data, saving a round trip. The book
     * handed back is at least that version: a book newer than it is fine, an older one never.
     */
    async atVersion(version: number): Promise<TariffBook> {
      if (book && book.version >= version) return book;
      const joined = await reload();
      if (joined.version >= version) return joined;
      // The reload joined began before the caller read its version. The next one begins after
      // that read, so its snapshot holds at least that version.
      return reload();
    },
  };
}
export type TariffCache = ReturnType<typeof tariffCache>;
