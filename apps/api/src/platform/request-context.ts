import { GUEST_COOKIE } from '@shop/contracts/constants';
import { MAX_INT4 } from '@shop/contracts/input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type LanguageCode, pickLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from `Accept-Language` (see `pickLanguage`). */
    lang: LanguageCode;
    /** Delivery zone from the `Zone-Id` (or `ZoneId`) header; null when absent or not a positive integer. */
    zoneId: number | null;
    /** Guest identity from the body, the query string or the `guestUserId` cookie, in that order. */
    guestUserId: number | null;
  }
}

/** A positive integer up to `max` written in plain decimal digits, or null. */
export function parsePositiveId(value: unknown, max = Number.MAX_SAFE_INTEGER): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text === 'number') return Number.isSafeInteger(text) && text > 0 && text <= max ? text : null;
  if (typeof text !== 'string' || !/^\d{1,16}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : null;
}

/** Zones are an `integer` column: a larger id names no zone (and would overflow the query). */
export function zoneIdOf(headers: FastifyRequest['headers']): number | null {
  return parsePositiveId(headers['zone-id'] ?? headers.zoneid, MAX_INT4);
}

function fieldOf(source: unknown, name: string): unknown {
  return source !== null && typeof source === 'object'
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

export function guestUserIdOf(request: Pick<FastifyRequest, 'body' | 'query' | 'cookies'>): number | null {
  return (
    parsePositiveId(fieldOf(request.body, GUEST_COOKIE)) ??
    parsePositiveId(fieldOf(request.query, GUEST_COOKIE)) ??
    parsePositiveId(request.cookies?.[GUEST_COOKIE])
  );
}

/** Sets `request.lang` and `request.zoneId` on arrival, `request.guestUserId` once the body is read. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { defaultLanguage: () => LanguageCode }) => {
    app.decorateRequest('lang', opts.defaultLanguage());
    app.decorateRequest('zoneId', null);
    app.decorateRequest('guestUserId', null);
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language'], opts.defaultLanguage());
      request.zoneId = zoneIdOf(request.headers);
    });
    app.addHook('preValidation', async (request) => {
      request.guestUserId = guestUserIdOf(request);
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie', 'body'] },
);
