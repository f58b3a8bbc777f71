import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** One client for the app, so logout can clear every cached answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only network trouble and 5xx are worth one retry.
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
