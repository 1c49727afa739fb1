/** A refused or failed call as the console's screens see it (providers/request.ts makes them). */
export interface FieldError {
  field: string;
  message: string;
}

/** A refused or failed call: the catalogue code and message (in the caller's language), and the HTTP status. */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status: number,
    readonly fields?: FieldError[],
    readonly url?: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
  /** The answer's body, where react-admin looks for details. */
  get body() {
    return { code: this.code, msg: this.msg, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const isApiError = (e: unknown): e is ApiError => Boolean(e && typeof e === 'object' && (e as ApiError).isApiError);
