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
      const version = await repo.version();
      if (book && book.version === version) return book;
      return reload();
    },
  };
}
export type TariffCache = ReturnType<typeof tariffCache>;
