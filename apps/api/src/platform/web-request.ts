import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromWebStream, toWebStream } from './web-streams.ts';

/** Fastify request → Web `Request` (method, URL, headers, streamed body, abort on disconnect). */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const source = request.body instanceof Readable ? request.body : request.raw;
    init.body = toWebStream(source);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Web `Response` → Fastify reply: status, headers (every Set-Cookie kept apart), streamed body. */
export function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.body === null) return reply.send();
  return reply.send(fromWebStream(response.body));
}
