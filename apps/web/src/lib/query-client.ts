import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: routes may start a screen's first calls while its code downloads. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
