/**
 * An expected failure with the HTTP status and the message the client shows.
 * `errors` maps field names to their messages (validation failures).
 * `params` fill `{name}` placeholders of `message` after translation.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export class BadRequest extends AppError {
  constructor(message = 'Bad request', errors?: Record<string, string[]>) {
    super(400, message, errors);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'This action is not allowed.') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 422 with field messages, for checks a route makes beyond its schema. */
export class ValidationFailed extends AppError {
  constructor(errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    super(422, first, errors);
  }
}

export class TooManyRequests extends AppError {
  constructor() {
    super(429, 'Too many requests. Please try again later.');
  }
}
