import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach a log line: secrets, tokens and card data (compared in lower case). */
const SENSITIVE_KEYS = new Set(
  [
    'password',
    'currentPassword',
    'newPassword',
    'confirmPassword',
    'token',
    'psrGuid',
    'authorization',
    'cookie',
    'set-cookie',
    'cardNumber',
    'pan',
    'cvv',
    'cv2',
    'cvc',
    'expireMonth',
    'expireYear',
    'storeKey',
    'apiPassword',
  ].map((key) => key.toLowerCase()),
);
const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/**
 * A copy of a log object with every sensitive key's value replaced, at any depth. It runs only when a
 * line is actually written (pino's log formatter), so quiet levels cost nothing per request.
 */
export function redactObject(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => redactObject(item, depth + 1));
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    // Requests, errors and other class instances go to their serializers untouched.
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SENSITIVE_KEYS.has(key.toLowerCase()) ? REDACTED : redactObject(item, depth + 1);
  }
  return out;
}

/** Query parameters whose values are logged; any other value (a token, a typo'd card field) is not. */
const LOGGED_QUERY_KEYS = new Set([
  'domain',
  'limit',
  'screenid',
  'tenantid',
  'lang',
  'page',
  'pagesize',
  'sort',
]);
/** Page paths whose tail is a one-time secret. */
const SECRET_PATH_PREFIXES = ['/reset-password/', '/new-password/'];

/** Any 13+ digit run (spaces, dashes or %20 between digits) could be a card number. */
function maskLongNumbers(text: string): string {
  return text.replace(/\d(?:(?:[ -]|%20|\+)?\d){12,}/g, '[number]');
}

/** A request URL fit for the log: secret path tails and every query value off the allow list replaced. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  let safePath = pathPart;
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (pathPart.startsWith(prefix)) {
      safePath = `${prefix}[redacted]`;
    }
  }
  if (query === undefined) {
    return maskLongNumbers(safePath);
  }
  const params = query.split('&').map((pair) => {
    const [key = ''] = pair.split('=', 1);
    return LOGGED_QUERY_KEYS.has(key.toLowerCase()) ? pair : `${key}=[redacted]`;
  });
  return maskLongNumbers(`${safePath}?${params.join('&')}`);
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      formatters: { log: (object) => redactObject(object) as Record<string, unknown> },
      serializers: {
        req(request: { method?: string; url?: string; ip?: string; headers?: Record<string, unknown> }) {
          return {
            method: request.method,
            url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
            remoteAddress: request.ip,
            userAgent: request.headers?.['user-agent'],
          };
        },
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
