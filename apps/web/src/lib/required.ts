import type { ApiResult } from './api-client.js';

/** A failed load that the page shows (the api client has already shown the notice). */
export class LoadError extends Error {}

/** A query's data, or a LoadError: what TanStack Query's queryFn should answer. */
export async function required<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!result.success || result.data === null) {
    throw new LoadError(result.message);
  }
  return result.data;
}
