import { errorMessage, errorStatus, type ErrorCode, type FieldErrors } from '@plataforma/domain';

/** An error that becomes `{ error: { code, message } }` with the catalogue's status and Spanish message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
    /** A more precise Spanish sentence than the catalogue's, e.g. naming what uses a record. */
    message?: string,
    /** What the client needs besides the message, answered as `error.details` (a duplicate's existing record). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorMessage(code));
    this.name = 'ApiError';
    this.status = errorStatus(code);
  }
}
