import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export interface AppSettings {
  loginPageEnabled: boolean;
}

/** GET /config: what the server tells the app before anyone signs in. */
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
