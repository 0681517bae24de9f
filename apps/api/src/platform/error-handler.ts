import type { ErrorBody } from '@shop/contracts/envelope';
import { FORBIDDEN_CHARACTER_MESSAGE } from '@shop/contracts/input';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_FILE_BYTES } from './body.ts';
import { AppError } from './errors.ts';
import type { LanguageCode } from './language.ts';
import { translate, translateText } from './messages.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const REQUIRED = 'The {field} field is required.';

/** "shippingAddress.postalCode" → "postal code": the last path segment in words. */
export function fieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .at(-1) ?? path;
  return last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** Zod reports a missing field as "Invalid input: expected string, received undefined". */
function isMissing(issue: ValidationIssue): boolean {
  return issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '');
}

/**
 * Field → messages from schema validation issues, each message translated. Issues at the root of
 * the body (e.g. a missing body) are filed under the validation context ('body', 'params', …).
 */
export function validationErrors(
  issues: ValidationIssue[],
  context: string,
  lang: LanguageCode,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context;
    const message = isMissing(issue)
      ? translate(lang, REQUIRED, { field: fieldLabel(path) })
      : translateText(lang, issue.message ?? 'The given data was invalid.');
    errors[path] ??= [];
    errors[path].push(message);
  }
  return errors;
}

/** Messages for framework and plugin errors that are the client's fault, by error code. */
const clientErrorMessages: Record<
  string,
  { status: number; message: string; params?: Record<string, number> }
> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    message: 'Each file may be at most {size} MB.',
    params: { size: MAX_FILE_BYTES / 1024 / 1024 },
  },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The multipart form data is malformed.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The multipart form data is malformed.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'The multipart form data is malformed.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Bad request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
};

function failure(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): ErrorBody & { status: number } {
  return errors ? { success: false, status, message, errors } : { success: false, status, message };
}

/** Maps any thrown error to the failure body of the contract. Only unknown errors are 500. */
export function toFailure(error: unknown, request: FastifyRequest): ErrorBody {
  const lang = request.lang;
  if (error instanceof AppError) {
    const errors = error.errors
      ? Object.fromEntries(
          Object.entries(error.errors).map(([k, v]) => [
            k,
            v.map((m) => translateText(lang, m, error.params)),
          ]),
        )
      : undefined;
    return failure(error.status, translateText(lang, error.message, error.params), errors);
  }
  const e = (error ?? {}) as Partial<FastifyError> & {
    validation?: ValidationIssue[];
    validationContext?: string;
  };
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    // A slug or code in the path with a NUL in it names nothing, like any unknown one (decision 54).
    if (
      e.validationContext === 'params' &&
      e.validation.every((issue) => issue.message === FORBIDDEN_CHARACTER_MESSAGE)
    ) {
      return failure(404, translate(lang, 'Not found'));
    }
    const errors = validationErrors(e.validation, e.validationContext ?? 'body', lang);
    const first = Object.values(errors)[0]?.[0] ?? translate(lang, 'The given data was invalid.');
    return failure(422, first, errors);
  }
  const known = e.code ? clientErrorMessages[e.code] : undefined;
  if (known) return failure(known.status, translateText(lang, known.message, known.params));
  if (error instanceof SyntaxError && e.statusCode === 400) {
    return failure(400, translate(lang, 'The request body is not valid JSON.'));
  }
  if (e.statusCode === 429)
    return failure(429, translate(lang, 'Too many requests. Please try again later.'));
  if (e.statusCode === 404) return failure(404, translate(lang, 'Not found'));
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return failure(e.statusCode, translate(lang, 'Bad request'));
  }
  return failure(500, translate(lang, 'Something went wrong'));
}

function sendFailure(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

/** One error handler and one 404 handler, both answering with the failure shape. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const body = toFailure(error, request);
      if (body.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status: body.status, message: (error as Error).message }, 'request rejected');
      return sendFailure(reply, body);
    });
    app.setNotFoundHandler((request, reply) =>
      sendFailure(reply, failure(404, translate(request.lang, 'Not found'))),
    );
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
