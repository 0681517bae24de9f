import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage } from './language.ts';
import { translate } from './messages.ts';
import { hasInternalSecret } from './rate-limit.ts';

/**
 * What keeps one request's failure from ending the process, and a shutdown from hanging
 * (issue 16, decision 52; docs/operations.md).
 */

/** The request whose work is running: set for everything a request's hooks and handler start. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** How long a closing server waits for the requests in flight before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Each request runs inside `requestScope` (so an error it leaves behind names it), and is counted
 * while in flight. On close, the server answers 503 to new requests, but not to the storefront's
 * own calls to this API (they carry the process's secret header: the pages in flight need them to
 * finish), waits for those in flight up to `graceMs`, then closes every connection: keep-alive
 * connections, among them those of the storefront's calls, otherwise held the close open for over
 * a minute. (Fastify's own 503 while closing is off in app.ts: it refused those calls too.)
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance, opts: { graceMs?: number }) => {
    const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
    let inFlight = 0;
    let closing = false;
    let drained: (() => void) | undefined;
    app.addHook('onRequest', (request, reply, done) => {
      if (closing && !hasInternalSecret(request.headers)) {
        reply
          .code(503)
          .header('connection', 'close')
          .header('retry-after', '1')
          .send({
            success: false,
            status: 503,
            // this hook runs before the request's language is chosen: read it from the header
            message: translate(
              pickLanguage(request.headers['accept-language'], 'en-US'),
              'Service Unavailable',
            ),
          });
        return;
      }
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      });
      requestScope.run({ requestId: String(request.id) }, done);
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            app.log.warn({ inFlight }, `shutdown: ${inFlight} requests still running after ${graceMs} ms`);
            resolve();
          }, graceMs);
          timer.unref();
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      // Fastify calls server.close() right after this hook; the connections go just after that.
      setImmediate(() => app.server.closeAllConnections?.());
    });
  },
  { name: 'lifecycle' },
);

export interface ProcessGuardOptions {
  log: FastifyBaseLogger;
  /** Ends the process through the graceful shutdown path, with a non-zero exit code. */
  fatal: (error: unknown) => void;
}

/**
 * Process-wide handlers of errors nobody caught (installed by `npm run serve`, not by tests):
 * - a rejected promise nobody handles is logged with the request that started it and the process
 *   goes on: a rejection has unwound nothing but its own chain;
 * - an exception thrown from a request's work (a timer, a stream's event) is logged with the request
 *   id and the process goes on: only that request's work was cut short;
 * - an exception outside any request (start-up, a background job) leaves the process in a state
 *   nobody knows: it is logged as fatal and the server shuts down gracefully and exits 1, for the
 *   supervisor to restart it (docs/operations.md).
 * Returns a function that removes the handlers.
 */
export function installProcessGuards({ log, fatal }: ProcessGuardOptions): () => void {
  const onRejection = (reason: unknown) => {
    const scope = requestScope.getStore();
    log.error({ err: reason, reqId: scope?.requestId }, 'unhandled promise rejection');
  };
  const onException = (error: Error) => {
    const scope = requestScope.getStore();
    if (scope) {
      log.error({ err: error, reqId: scope.requestId }, 'uncaught exception in a request');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception: shutting down');
    fatal(error);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
