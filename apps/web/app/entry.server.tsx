import { PassThrough, pipeline, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { htmlRewriter } from './lib/framework-tricks.ts';
import { createServerTranslator } from './lib/i18n.server.ts';
import { TranslationProvider } from './lib/i18n-react.tsx';

export const streamTimeout = 5_000;

/**
 * The document with the rewrites of lib/framework-tricks.ts applied (React Router's scripts made
 * inert until the first paint), on a stream whose chunks may cut a tag or a character anywhere.
 */
function deferScripts(): Transform {
  const decoder = new StringDecoder('utf8');
  const rewriter = htmlRewriter();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewriter.write(decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, rewriter.end(decoder.end()));
    },
  });
}

/** The language the root loader chose for this request (cookie or the shop's default). */
function renderedLanguage(context: EntryContext): string {
  const root = context.staticHandlerContext.loaderData.root as { language?: unknown } | undefined;
  return typeof root?.language === 'string' ? root.language : DEFAULT_LANGUAGE;
}

/** React Router's Node entry, with the page's translations available to the first render. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const translator = createServerTranslator(renderedLanguage(routerContext));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // The shopper hung up: stop rendering now rather than at the time-out. (Once the body is
    // piped, its destruction by the server, see below, aborts React too.)
    const onAbort = () => {
      clearTimeout(timeoutId);
      abort();
    };
    request.signal.addEventListener('abort', onAbort, { once: true });

    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider translator={translator}>
        <ServerRouter context={routerContext} url={request.url} />
      </TranslationProvider>,
      {
        // A Suspense block already complete when its turn to be written comes is written in
        // place. React's default (12,800 bytes) writes a larger one at the end of the document
        // behind its fallback and moves it into place by script: on the home page that moved
        // most of the page at once, restyled and laid out in one long task (decision 43).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              request.signal.removeEventListener('abort', onAbort);
              callback();
            },
          });
          // pipeline, not pipe: when the server drops the page (the connection closed), the
          // destruction travels back to `body`, whose closing aborts React's render. With pipe
          // the render stayed parked on a full buffer, holding the request's memory for good.
          // Vite's dev server (`npm run dev`, its manifest has `hmr`) gets React Router's scripts as
          // they are: its HMR runtime must run before any route module, and trick 3 evaluates the
          // route modules ahead of the start-up module (lib/framework-tricks.ts).
          const html = routerContext.manifest.hmr ? new PassThrough() : deferScripts();
          pipeline(body, html, () => {});
          // Once React has written it all, pipeline lets go of `html`; a client that hangs up
          // while it is still being sent then destroys it with an AbortError (the web stream's
          // cancel), which with no listener is an uncaught exception that ends the process.
          html.on('error', () => {});
          const stream = createReadableStreamFromReadable(html);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // a render stopped because the shopper hung up is not an error worth a log line
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
  });
}
