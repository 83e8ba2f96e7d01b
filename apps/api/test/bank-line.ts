import { fetchHttpClient, type HttpClient, type HttpRequest } from '@tahsilat/pos';

/** How the line answers a request it is told to spoil. */
export type Spoiled = 'garbage' | 'http-503' | 'silence';

const textOf = (request: HttpRequest): string => {
  const raw =
    typeof request.body === 'string'
      ? request.body
      : Buffer.from(request.body ?? new Uint8Array()).toString('latin1');
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
};

/**
 * The line between our server and the sandbox bank, for tests: it passes every request, except those a test tells
 * it to spoil (the bank's answer replaced by a page that is no bank's, an HTTP 503, or nothing).
 */
export class BankLine {
  private spoil: { match: (body: string, url: string) => boolean; how: Spoiled } | null = null;
  /** Requests spoiled so far. */
  spoiled = 0;

  readonly http: HttpClient = async (request) => {
    const rule = this.spoil;
    if (rule?.match(textOf(request), request.url)) {
      this.spoiled += 1;
      if (rule.how === 'silence') {
        throw new Error('the line is down');
      }
      const body = new TextEncoder().encode('<html><body>Bakım çalışması</body></html>');
      return { status: rule.how === 'garbage' ? 200 : 503, headers: { 'content-type': 'text/html' }, body };
    }
    return fetchHttpClient(request);
  };

  /** Spoils every request `match` picks until `heal`. */
  spoilWhere(match: (body: string, url: string) => boolean, how: Spoiled): void {
    this.spoil = { match, how };
  }

  heal(): void {
    this.spoil = null;
  }
}
