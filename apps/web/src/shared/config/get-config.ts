import type { AppSettings } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET /config; an older server that leaves a setting out means it off. */
export async function getConfig(): Promise<AppSettings> {
  const data = await api.get<Partial<AppSettings>>('/config', { auth: false });
  return { loginPageEnabled: data.loginPageEnabled === true };
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(configQueryOptions);
}
