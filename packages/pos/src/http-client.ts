import { type BankResult, unknownResult } from './types.js';

/** The one way gateways talk to banks: injected, so tests point it at the sandbox and set short timeouts. */
export interface HttpRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: Uint8Array | string;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>;

/** fetch with a hard timeout; throws on network failure or timeout (the gateway turns that into `unknown`). */
export const fetchHttpClient: HttpClient = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body:
      typeof request.body === 'string' || request.body === undefined
        ? request.body
        : new Uint8Array(request.body),
    signal: AbortSignal.timeout(request.timeoutMs),
    redirect: 'error',
  });
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, headers, body };
};

/**
 * Posts to a bank and hands back the body of a 200 answer; anything else (no answer, timeout, another
 * status) becomes the `unknown` result, because whether the bank acted cannot be told.
 */
export async function postToBank(
  http: HttpClient,
  request: Omit<HttpRequest, 'method'>,
  orderId: string,
): Promise<{ ok: true; body: Uint8Array } | { ok: false; result: BankResult }> {
  try {
    const response = await http({ ...request, method: 'POST' });
    if (response.status !== 200) {
      return { ok: false, result: unknownResult(orderId, `bank answered HTTP ${response.status}`) };
    }
    return { ok: true, body: response.body };
  } catch (error) {
    return {
      ok: false,
      result: unknownResult(orderId, error instanceof Error ? error.message : 'no answer'),
    };
  }
}
