import { Readable } from 'node:stream';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Node's streams as the fetch API's and back. At run time Node's global `ReadableStream` is
 * `node:stream/web`'s; only the types differ (the DOM library declares its own), so a class check
 * narrows one to the other instead of a cast.
 */
export function toWebStream(source: Readable): ReadableStream<Uint8Array> {
  const stream: unknown = Readable.toWeb(source);
  if (stream instanceof ReadableStream) return stream;
  throw new TypeError('Readable.toWeb did not give the global ReadableStream');
}

/** The fetch API's body stream as a Node readable. */
export function fromWebStream(body: ReadableStream<Uint8Array>): Readable {
  if (body instanceof NodeReadableStream) return Readable.fromWeb(body);
  throw new TypeError('the body is not a node:stream/web ReadableStream');
}
