import type { Content, Language } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { loadFirstScreenSchemas } from '../api/load-schemas';
import { useLanguage } from '../i18n/i18n';
import { loadSanitizer } from '../ui/html-content';

/** GET /content/key/{key}?language: public, so it is read without a token. */
export async function getContent(key: string, language: Language): Promise<Content> {
  void loadSanitizer();
  const [data, { contentSchema }] = await Promise.all([
    api.get(`/content/key/${encodeURIComponent(key)}?language=${language}`, { auth: false }),
    loadFirstScreenSchemas(),
  ]);
  return contentSchema.parse(data);
}

export const contentQueryOptions = (key: string, language: Language) =>
  queryOptions({
    queryKey: ['content', key, language],
    queryFn: () => getContent(key, language),
    staleTime: 10 * 60_000,
  });

/** Content by key in the current UI language; switching language fetches the other text. */
export function useContent(key: string) {
  return useQuery(contentQueryOptions(key, useLanguage()));
}
