import { messages } from '@tahsilat/domain';

/** Stable error codes and the HTTP status each maps to (DESIGN 5, SPEC 8). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 406,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 400,
  PASSWORD_TOKEN_INVALID: 400,
  PASSWORD_REUSED: 400,
  CURRENT_PASSWORD_WRONG: 400,
  NO_TENANT_FOR_USER: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the error handler turns it into the catalogue's answer. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field messages for VALIDATION_FAILED (406). */
    readonly fieldMessages: string[] | null = null,
    /** Extra headers such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static validation(fieldMessages: string[]): AppError {
    return new AppError('VALIDATION_FAILED', fieldMessages[0] ?? messages.badRequest, fieldMessages);
  }

  static unauthenticated(): AppError {
    return new AppError('UNAUTHENTICATED', messages.sessionRequired);
  }

  static forbidden(message: string = messages.permissionDenied): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static notFound(message: string = messages.notFound): AppError {
    return new AppError('NOT_FOUND', message);
  }
}
