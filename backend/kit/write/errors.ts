/** A refusal the client can act on: HTTP status plus a Russian message shown to the user. */
export class DomainError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>): DomainError =>
  new DomainError(400, 'bad_request', message, fields);
export const notFound = (message: string): DomainError => new DomainError(404, 'not_found', message);
export const conflict = (message: string): DomainError => new DomainError(409, 'conflict', message);

export const CONCURRENT_CHANGE_MESSAGE =
  'Данные были изменены одновременно другим пользователем. Повторите попытку';

/** 429 with the seconds after which a new attempt may succeed (sent as `Retry-After`). */
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', message);
    this.name = 'TooManyRequestsError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
