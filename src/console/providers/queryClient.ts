import { QueryClient } from '@tanstack/react-query';

/** Calls fail fast (the spec's 5000 ms timeout, then a message; no silent retries); nothing refetches on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
