import { buildTariffBook, type TariffBook } from './tariff-book.ts';
import type { TariffRepository } from './tariff-repository.ts';

/**
 * Tariffs live in memory. Before each use one cheap query reads the version that database
 * triggers bump on every tariff change; when it moved, the whole book is reloaded. Concurrent
 * callers share one reload.
 */
export function tariffCache(repo: TariffRepository) {
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
    /** For callers that read the version together with other data, saving a round trip. */
    atVersion(version: number): Promise<TariffBook> {
      // A book newer than the version the caller read is fine: it only has to be at least as new.
      if (book && book.version >= version) return Promise.resolve(book);
      return reload();
    },
  };
}
export type TariffCache = ReturnType<typeof tariffCache>;
