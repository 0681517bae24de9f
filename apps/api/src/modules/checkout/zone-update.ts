import type { ZoneChange, ZoneUpdateResult } from '@shop/contracts/account';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { listCart } from '../cart/index.ts';
import { loadProductVariations, warehousesForZone } from '../catalog/index.ts';
import {
  deleteCartRows,
  lockUserCartLines,
  lockVariationStock,
  servingWarehouses,
  updateCartRows,
  type ZoneCartLine,
  zoneExists,
} from './zone-update-queries.ts';

export const ZONE_NOT_FOUND = 'Zone not found';

type Line = ZoneCartLine;

/**
 * Moves a user's cart to a new delivery zone (rule 4): each line goes to the warehouse of
 * its shop that serves the zone, with its quantity clamped to that warehouse's stock, or is removed
 * when the shop does not serve the zone or has none of it there. Two lines that end up on the same
 * variation and warehouse become one (quantities added, within stock). Everything happens in one
 * transaction with the lines and stock rows locked, in a fixed number of queries; the answer lists
 * what changed. A dry run answers the same list and changes nothing (the checkout names the lines
 * that would go before the shopper confirms, issue 19 §3).
 */
export async function moveCartToZone(
  db: Database,
  userId: number,
  zoneId: number,
  lang: LanguageCode,
  options: { dryRun?: boolean } = {},
): Promise<Omit<ZoneChange, 'variationName'>[]> {
  if (!(await zoneExists(db, zoneId))) throw new NotFound(ZONE_NOT_FOUND);

  return db.transaction(async (tx) => {
    const lines = await lockUserCartLines(tx, userId, lang);
    if (lines.length === 0) return [];

    // the one warehouse per shop that serves the zone (unique per shop and zone)
    const serving = await servingWarehouses(tx, zoneId);
    const warehouseOfShop = new Map(serving.map((s) => [s.shopId, s.warehouseId]));

    const targetIds = [...new Set(serving.map((s) => s.warehouseId))];
    const stockRows = await lockVariationStock(
      tx,
      [...new Set(lines.map((l) => l.productVariationId))],
      targetIds,
    );
    const key = (variationId: number, warehouseId: number) => `${variationId}:${warehouseId}`;
    const stockOf = new Map(stockRows.map((r) => [key(r.productVariationId, r.warehouseId), r.stockQty]));

    // Lines already in their target warehouse first, so they keep their row when another merges in.
    const ordered = [...lines].sort(
      (a, b) =>
        Number(warehouseOfShop.get(b.shopId) === b.warehouseId) -
          Number(warehouseOfShop.get(a.shopId) === a.warehouseId) || a.id - b.id,
    );
    const kept = new Map<string, { id: number; warehouseId: number; qty: number; original: Line }>();
    const deletions: number[] = [];
    const changes: Omit<ZoneChange, 'variationName'>[] = [];
    const change = (line: Line, kind: ZoneChange['kind'], toWarehouseId: number | null, qty: number) =>
      changes.push({
        cartId: line.id,
        kind,
        productVariationId: line.productVariationId,
        productName: line.productName,
        fromWarehouseId: line.warehouseId,
        toWarehouseId,
        previousQty: line.qty,
        qty,
      });

    for (const line of ordered) {
      const target = warehouseOfShop.get(line.shopId);
      const stock = target === undefined ? 0 : (stockOf.get(key(line.productVariationId, target)) ?? 0);
      if (target === undefined || stock <= 0) {
        deletions.push(line.id);
        change(line, 'removed', null, 0);
        continue;
      }
      const holder = kept.get(key(line.productVariationId, target));
      if (holder) {
        // another line already holds this variation there: add to it within stock
        const added = Math.max(0, Math.min(line.qty, stock - holder.qty));
        holder.qty += added;
        deletions.push(line.id);
        change(line, added === 0 ? 'removed' : added < line.qty ? 'clamped' : 'moved', target, added);
        continue;
      }
      const qty = Math.min(line.qty, stock);
      kept.set(key(line.productVariationId, target), {
        id: line.id,
        warehouseId: target,
        qty,
        original: line,
      });
      if (qty < line.qty) change(line, 'clamped', target, qty);
      else if (target !== line.warehouseId) change(line, 'moved', target, qty);
    }

    // a dry run answers what would change and writes nothing (the row locks end with it)
    if (options.dryRun) return changes.sort((a, b) => a.cartId - b.cartId);
    await deleteCartRows(tx, deletions);
    await updateCartRows(
      tx,
      [...kept.values()].filter((k) => k.qty !== k.original.qty || k.warehouseId !== k.original.warehouseId),
    );
    return changes.sort((a, b) => a.cartId - b.cartId);
  });
}

/** The changes with each line's variation name in `lang` ("Red-M"), for the shopper to recognise. */
export async function withVariationNames(
  db: Database,
  changes: readonly Omit<ZoneChange, 'variationName'>[],
  ctx: { lang: LanguageCode; decimals: number },
): Promise<ZoneChange[]> {
  if (changes.length === 0) return [];
  const variations = await loadProductVariations(
    db,
    { variationIds: [...new Set(changes.map((c) => c.productVariationId))] },
    { warehouseIds: [], lang: ctx.lang, decimals: ctx.decimals },
  );
  const names = new Map(variations.map((v) => [v.id, v.name]));
  return changes.map((c) => ({ ...c, variationName: names.get(c.productVariationId) ?? '' }));
}

/**
 * POST /checkout/zone/update: the cart moved to `zoneId` (or, with `dryRun`, what would move), with
 * the cart as seen in the new zone (a dry run: as it is, in the request's zone) and the changes
 * with their variation names.
 */
export async function updateCartZone(
  db: Database,
  userId: number,
  body: { newZoneId: number; dryRun?: boolean | undefined },
  ctx: { lang: LanguageCode; decimals: number; requestZoneId: number | null },
): Promise<ZoneUpdateResult> {
  const { newZoneId: zoneId, dryRun = false } = body;
  const moved = await moveCartToZone(db, userId, zoneId, ctx.lang, { dryRun });
  const changes = await withVariationNames(db, moved, { lang: ctx.lang, decimals: ctx.decimals });
  const carts = await listCart(
    db,
    { kind: 'user', userId },
    {
      // a dry run answers the cart as it is (in the zone of the request)
      warehouseIds: await warehousesForZone(db, dryRun ? (ctx.requestZoneId ?? zoneId) : zoneId),
      lang: ctx.lang,
      decimals: ctx.decimals,
    },
  );
  return { carts, changes };
}
