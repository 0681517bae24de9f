import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { translateText } from './messages.ts';

/** The success body every API call answers with (API spec, "Response envelope"). */
export interface Envelope<T> {
  success: true;
  status: number;
  message: string;
  result: T;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends `result` in the success envelope. `message` is English and is translated for the
     * request's language; `params` fill its `{name}` placeholders.
     */
    ok<T>(
      result: T,
      message?: string,
      options?: { status?: number; params?: Record<string, string | number> },
    ): FastifyReply;
  }
}

export function successBody<T>(result: T, message: string, status = 200): Envelope<T> {
  return { success: true, status, message, result };
}

function ok<T>(
  this: FastifyReply,
  result: T,
  message = '',
  options: { status?: number; params?: Record<string, string | number> } = {},
): FastifyReply {
  const status = options.status ?? 200;
  const text = message === '' ? '' : translateText(this.request.lang, message, options.params);
  return this.code(status).send(successBody(result, text, status));
}

export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply('ok', ok);
  },
  { name: 'envelope', dependencies: ['request-context'] },
);
