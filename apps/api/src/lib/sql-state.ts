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
