import type { AppMode } from '@shop/contracts/constants';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { warehousesForZone } from './zone-warehouse-queries.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

/** What the catalogue's reads depend on of a request (`catalogContext`). */
export interface CatalogContext {
  appMode: AppMode;
  lang: LanguageCode;
  /** currency decimals of wire amounts */
  decimals: number;
  /** the request's warehouses (`warehousesForZone`); null = all */
  warehouseIds: WarehouseSet;
  /** the signed-in user, for `inWishlist` */
  userId: number | null;
  now: Date;
}

/**
 * What the catalogue reads of a request: mode, language, zone warehouses, signed-in user. Takes
 * what it reads (`{ db, config }`; a route passes `app`), not the Fastify instance.
 */
export async function catalogContext(
  { db, config }: { db: Database; config: Pick<Config, 'appMode' | 'currency'> },
  request: FastifyRequest,
): Promise<CatalogContext> {
  return {
    appMode: config.appMode,
    lang: request.lang,
    decimals: config.currency.decimals,
    warehouseIds: await warehousesForZone(db, request.zoneId),
    userId: request.user?.id ?? null,
    now: new Date(),
  };
}

/**
 * Query strings built with qs carry arrays as `key[]=1&key[]=2` (or `key[0]=1`): gathers them
 * under `key` before validation, as the body parser does for forms. Register as a preValidation
 * hook of the routes that take arrays.
 */
export async function normalizeArrayQuery(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (query === null || typeof query !== 'object') return;
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(query as Record<string, unknown>)) {
    const match = /^(.+?)\[\d*\]$/.exec(rawKey);
    const key = match ? match[1]! : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const values = Array.isArray(value) ? value : [value];
    const existing = out[key];
    if (existing === undefined) out[key] = match || values.length > 1 ? [...values] : values[0];
    else out[key] = [...(Array.isArray(existing) ? existing : [existing]), ...values];
  }
  request.query = out;
}
