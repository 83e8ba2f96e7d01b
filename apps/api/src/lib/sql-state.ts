/** PostgreSQL's SQLSTATE of a failed query (raw, or wrapped by drizzle in `cause`); null for other errors. */
export function sqlStateOf(error: unknown): string | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (candidate as { code?: unknown } | null | undefined)?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code;
    }
  }
  return null;
}

/** Connection failures of the database client (pg and its pool), by Node error code or message. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a failover, a full
 * pool): the request may be tried again, so it is a 503, not a 500. Class 08 is a connection exception; 57P01–57P03
 * an administrator or crash shutdown, or a server that does not take connections yet.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let candidate: unknown = error;
  for (let depth = 0; depth < 4 && candidate; depth += 1) {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || /^57P0[123]$/.test(code) || CONNECTION_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) {
      return true;
    }
    candidate = (candidate as { cause?: unknown }).cause;
  }
  return false;
}
