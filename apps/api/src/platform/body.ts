import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, BadRequest } from './errors.ts';

/** One uploaded file of a multipart body, read into memory (bounded by `MAX_FILE_BYTES`). */
export interface UploadedFile {
  /** Field name without a trailing `[]`. */
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_FILES = 10;
const MAX_FIELDS = 500;
const MAX_FIELD_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart body (`request.files` is taken by @fastify/multipart). */
    uploads: UploadedFile[];
  }
  interface FastifyContextConfig {
    /** The route reads the raw request stream itself; the body is left untouched. */
    rawBody?: boolean;
  }
}

export type FieldValue = string | string[] | unknown;

/**
 * Turns form fields into one plain object: `key[]` fields become an array under `key` (even when
 * there is only one), a plain key given several times becomes an array, an array a parser already
 * made (a JSON body's `[]` or `[x]`, urlencoded repeated keys) stays an array, everything else
 * stays as sent (strings stay strings; the route schema coerces "true", "12" or a JSON string).
 */
export function normalizeFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [rawKey, value] of entries) {
    const isArrayKey = rawKey.endsWith('[]');
    const key = isArrayKey ? rawKey.slice(0, -2) : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const values = Array.isArray(value) ? value : [value];
    const existing = out[key];
    if (existing === undefined) {
      out[key] = isArrayKey || Array.isArray(value) ? [...values] : values[0];
    } else if (Array.isArray(existing)) {
      existing.push(...values);
    } else {
      out[key] = [existing, ...values];
    }
  }
  return { ...out };
}

/**
 * A JSON body keeps its values as sent: an array stays an array, also with one element or none
 * (the seller center sends `{"zoneIds": []}` to clear a list, which must not read as "not sent").
 * Only a `key[]` name is read as `key`, as in a form.
 */
export function normalizeJsonFields(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [rawKey, value] of Object.entries(body)) {
    const isArrayKey = rawKey.endsWith('[]');
    const key = isArrayKey ? rawKey.slice(0, -2) : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isArrayKey && !Array.isArray(value) ? [value] : value;
  }
  return { ...out };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) return true;
  // the urlencoded parser (fast-querystring) builds its objects on an empty null-prototype class
  return Object.getPrototypeOf(proto) === null && Reflect.ownKeys(proto).length === 0;
}

async function readMultipart(request: FastifyRequest): Promise<void> {
  const fields: [string, string][] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // A browser sends an empty file part for a file input left empty.
        if (buffer.length === 0 && part.filename === '') continue;
        const field = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
        request.uploads.push({ field, filename: part.filename, mimetype: part.mimetype, buffer });
      } else {
        fields.push([part.fieldname, String(part.value)]);
      }
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new BadRequest('The multipart form data is malformed.');
  }
  request.body = normalizeFields(fields);
}

/**
 * Multipart parsing and body normalisation: whatever the encoding (JSON, urlencoded, multipart),
 * a POST body reaches validation as one plain object, and files as `request.uploads`.
 */
export const bodyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_FILE_BYTES,
        files: MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FILES + MAX_FIELDS,
      },
    });
    // no value: the hook below gives every request its own list before any handler reads it
    app.decorateRequest('uploads');
    app.addHook('preValidation', async (request) => {
      request.uploads = [];
      if (request.routeOptions.config?.rawBody) return;
      if (request.isMultipart()) {
        await readMultipart(request);
      } else if (isPlainObject(request.body)) {
        const json = /\bjson\b/i.test(String(request.headers['content-type'] ?? ''));
        request.body = json
          ? normalizeJsonFields(request.body)
          : normalizeFields(Object.entries(request.body));
      } else if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') {
        // An empty POST reports its missing fields one by one instead of "body is required".
        request.body = {};
      }
    });
  },
  { name: 'body', dependencies: ['@fastify/formbody'] },
);
