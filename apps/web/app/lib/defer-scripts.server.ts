import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from './start-scripts.ts';

/** What React Router's `<Scripts />` renders, and its inert form (lib/start-scripts.ts). */
const REPLACEMENTS: [string, string][] = [
  ['<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}"`],
  ['<script type="module"', `<script type="${INERT_MODULE_TYPE}"`],
];
/** A match may be split between two chunks: this many characters wait for the next one. */
const CARRY = Math.max(...REPLACEMENTS.map(([from]) => from.length)) - 1;

function replaceAll(text: string): string {
  let out = text;
  for (const [from, to] of REPLACEMENTS) out = out.split(from).join(to);
  return out;
}

/**
 * The document's HTML with React Router's module preloads and start-up module made inert, for
 * `START_SCRIPTS` to turn on after the first paint (decision 39). Works on a stream whose chunks
 * may cut a tag anywhere; everything else passes through unchanged.
 */
export function deferScripts(): Transform {
  const decoder = new StringDecoder('utf8'); // a chunk may also end inside a character
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = replaceAll(pending + decoder.write(chunk));
      // keep back a last '<' too close to the end to tell whether it starts a tag to replace
      const last = text.lastIndexOf('<');
      const cut = last !== -1 && text.length - last <= CARRY ? last : text.length;
      pending = text.slice(cut);
      callback(null, text.slice(0, cut));
    },
    flush(callback) {
      callback(null, replaceAll(pending + decoder.end()));
    },
  });
}
