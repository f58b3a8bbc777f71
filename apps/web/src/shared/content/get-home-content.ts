import { type Content, contentSchema, type Language } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useLanguage } from '../i18n/i18n';

/** GET /content/home?language: the start page's text. */
export async function getHomeContent(language: Language): Promise<Content> {
  return contentSchema.parse(await api.get(`/content/home?language=${language}`, { auth: false }));
}

export const homeContentQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'home', language],
    queryFn: () => getHomeContent(language),
    staleTime: 10 * 60_000,
  });

export function useHomeContent() {
  return useQuery(homeContentQueryOptions(useLanguage()));
}
