import { messages } from '@tahsilat/domain/messages';
import type { Notifier } from './notify.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** What every call resolves to; it never throws (SPEC 8: no response is a failure object too). */
export interface ApiResult<T> {
  success: boolean;
  message: string;
  data: T | null;
  status: number;
}

export interface CallOptions {
  /** Show 'İşlem başarılı.' (or the answer's message) for 3 seconds after the call (SPEC 7). */
  notify?: boolean;
  /** Statuses whose message the caller shows itself (e.g. the sign-in form's own error line). */
  quietStatuses?: number[];
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  getToken(): string | null;
  /** 401/403: forget the credentials (token, expiry, sub-firm flag) … */
  clearCredentials(): void;
  /** … and go to the sign-in page. */
  goToSignin(): void;
  notifier: Notifier;
  /**
   * Whether a call must not leave the browser (a dealer's read-only view: the server would answer 403, which signs
   * out); such a call fails at once with the read-only notice.
   */
  isRefused?(method: HttpMethod, path: string): boolean;
}

function queryString(data: Record<string, unknown> | undefined): string {
  if (!data) {
    return '';
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (filename* first); null when the server named none. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when given, else `filename`. */
export function fileNameOf(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

type Envelope = { success: boolean; message?: string; data?: unknown };

function envelopeOf(body: unknown): Envelope | null {
  return body && typeof body === 'object' && 'success' in body ? (body as Envelope) : null;
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'string' && body.trim()) {
    return body;
  }
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return null;
}

/**
 * The one API client (SPEC 7 and 8): base URL, JSON, bearer token; GET sends data as the query, other
 * methods as the body. Every failure is turned into the catalogue's notice or redirect here, and
 * nowhere else.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function call<T>(
    method: HttpMethod,
    path: string,
    data?: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<ApiResult<T>> {
    if (deps.isRefused?.(method, path)) {
      deps.notifier.show('error', messages.actingReadOnly);
      return { success: false, message: messages.actingReadOnly, data: null, status: 0 };
    }
    const token = deps.getToken();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (method !== 'get') {
      headers['content-type'] = 'application/json';
    }
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    const url = `${deps.baseUrl}${path}${method === 'get' ? queryString(data) : ''}`;

    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: method.toUpperCase(),
        headers,
        body: method === 'get' ? undefined : JSON.stringify(data ?? {}),
        signal: options.signal,
      });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.unexpected;
      return { success: false, message, data: null, status: 0 };
    }

    const body = await readBody(response);
    if (response.ok) {
      const envelope = envelopeOf(body);
      const message = messageOf(body) ?? '';
      const success = envelope ? envelope.success : true;
      if (options.notify) {
        deps.notifier.show(success ? 'success' : 'error', success ? messages.success : message);
      }
      return { success, message, data: (envelope ? envelope.data : body) as T, status: response.status };
    }
    return failureOf<T>(response, body, options, token);
  }

  /**
   * A refused call: the catalogue's notice or redirect, then a failure object. `sentToken` is the token the call
   * carried: a 401/403 for a token that is no longer the stored one (a company switch or a new sign-in replaced it
   * while the call was out) refused the old session, not this one, and signs nobody out.
   */
  function failureOf<T>(
    response: Response,
    body: unknown,
    options: CallOptions,
    sentToken: string | null,
  ): ApiResult<T> {
    const envelope = envelopeOf(body);
    const message = messageOf(body) ?? '';
    const quiet = options.quietStatuses?.includes(response.status) ?? false;
    const failure = (text: string): ApiResult<T> => ({
      success: false,
      message: text,
      data: null,
      status: response.status,
    });
    switch (response.status) {
      case 406: {
        const list = Array.isArray(envelope?.data)
          ? (envelope.data as unknown[]).filter((m) => typeof m === 'string')
          : [];
        if (!quiet) {
          for (const text of list.length > 0 ? list : [message || messages.badRequest]) {
            deps.notifier.show('error', String(text));
          }
        }
        return failure(String(list[0] ?? message));
      }
      case 401:
      case 403:
        if (sentToken === deps.getToken()) {
          deps.clearCredentials();
          deps.goToSignin();
        }
        return failure(message || messages.sessionRequired);
      case 500: {
        const text = message || messages.unexpected;
        if (!quiet) {
          deps.notifier.show('error', text);
        }
        return failure(text);
      }
      default: {
        const text = message || response.statusText || messages.unexpected;
        if (!quiet) {
          deps.notifier.show('error', text);
        }
        return failure(text);
      }
    }
  }

  /** GET a file (an export): the body as a blob and the name from Content-Disposition; failures as any call. */
  async function download(
    path: string,
    data?: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<ApiResult<DownloadedFile>> {
    const token = deps.getToken();
    const headers: Record<string, string> = {};
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await deps.fetch(`${deps.baseUrl}${path}${queryString(data)}`, {
        method: 'GET',
        headers,
        signal: options.signal,
      });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.unexpected;
      return { success: false, message, data: null, status: 0 };
    }
    if (!response.ok) {
      return failureOf<DownloadedFile>(response, await readBody(response), options, token);
    }
    const file = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
    return { success: true, message: '', data: file, status: response.status };
  }

  return {
    call,
    download,
    get: <T>(path: string, data?: Record<string, unknown>, options?: CallOptions) =>
      call<T>('get', path, data, options),
    post: <T>(path: string, data?: Record<string, unknown>, options?: CallOptions) =>
      call<T>('post', path, data, options),
    put: <T>(path: string, data?: Record<string, unknown>, options?: CallOptions) =>
      call<T>('put', path, data, options),
    delete: <T>(path: string, data?: Record<string, unknown>, options?: CallOptions) =>
      call<T>('delete', path, data, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
