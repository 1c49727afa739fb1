import { ERRORS, type ErrorCode } from '../domain/errors.js';
import type { Locale } from '../domain/locale.js';

/** A field that failed validation, as carried by a 100001 answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** A refusal from the catalogue; the error handler turns it into `{code, msg}` in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldError[],
  ) {
    super(`error ${code}`);
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
}

/** Refuses the call with a catalogue code. */
export function fail(code: ErrorCode, fields?: FieldError[]): never {
  throw new AppError(code, fields);
}

export function catalogueMessage(code: ErrorCode, locale: Locale): string {
  return ERRORS[code].msg[locale];
}
