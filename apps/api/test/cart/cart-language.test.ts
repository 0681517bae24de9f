import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestUsers } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cartClient } from './cart-client.ts';
import { insertCatalogue } from './catalogue-fixture.ts';

/** The cart answers in the shopper's language (issue 19 §5: its messages came back in English). */
describe('the cart in Spanish and Arabic', () => {
  let t: TestApp;
  let api: ReturnType<typeof cartClient>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCatalogue(t.db);
    api = cartClient(t.app);
    await t.db.insert(guestUsers).values([{ id: 8_600_000_000_000_001 }, { id: 8_600_000_000_000_002 }]);
  });
  afterAll(() => t?.close());

  it('says what it did in the language asked for', async () => {
    const es = { guestUserId: 8_600_000_000_000_001, zoneId: 1, lang: 'es-ES' };
    const added = await api.create(es, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(added.message).toBe('El producto se ha añadido a tu carrito');
    const raised = await api.create(es, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(raised.message).toBe('Se ha aumentado la cantidad');

    const ar = { guestUserId: 8_600_000_000_000_002, zoneId: 1, lang: 'ar-SA' };
    const arabic = await api.create(ar, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(arabic.message).toBe('تمت إضافة المنتج إلى سلتك');
    const line = arabic.result.carts[0]!;
    const removed = await api.remove(ar, { id: line.id });
    expect(removed.message).toBe('تمت إزالة المنتج من السلة!');
  });

  it('explains a refusal in the language asked for', async () => {
    const es = { guestUserId: 8_600_000_000_000_001, zoneId: 1, lang: 'es-ES' };
    const tooMany = await api.fails('/carts/create', es, {
      productVariationId: 1001,
      warehouseId: 11,
      qty: 0,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.message).toBe('La cantidad debe ser al menos 1.');
  });
});
