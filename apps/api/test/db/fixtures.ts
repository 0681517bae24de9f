import type { Database } from '../../src/db/client.ts';
import {
  areas,
  cities,
  countries,
  products,
  productVariations,
  shops,
  states,
  users,
  warehouses,
  zones,
} from '../../src/db/schema/index.ts';

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** Minimal rows that the constraint tests hang their inserts on. */
export async function insertShop(db: Database) {
  const [shop] = await db
    .insert(shops)
    .values({ name: 'Test Shop', slug: unique('shop'), isApproved: true, isPublished: true })
    .returning();
  const [warehouse] = await db
    .insert(warehouses)
    .values({ shopId: shop!.id, name: 'Main', isDefault: true })
    .returning();
  return { shop: shop!, warehouse: warehouse! };
}

export async function insertUser(db: Database) {
  const [user] = await db
    .insert(users)
    .values({ name: 'Test User', phone: String(Date.now()) + String(++counter), passwordHash: 'x' })
    .returning();
  return user!;
}

export async function insertProduct(db: Database, shopId: number) {
  const [product] = await db
    .insert(products)
    .values({ shopId, name: 'Cotton T-shirt', slug: unique('product'), minPrice: 1500, maxPrice: 1500 })
    .returning();
  const [variation] = await db
    .insert(productVariations)
    .values({ productId: product!.id, sku: unique('SKU'), price: 1500 })
    .returning();
  return { product: product!, variation: variation! };
}

export async function insertArea(db: Database) {
  const [country] = await db
    .insert(countries)
    .values({ name: 'Testland', code: unique('T') })
    .returning();
  const [state] = await db.insert(states).values({ countryId: country!.id, name: 'North' }).returning();
  const [city] = await db.insert(cities).values({ stateId: state!.id, name: 'Capital' }).returning();
  const [zone] = await db.insert(zones).values({ name: 'Zone A' }).returning();
  const [area] = await db
    .insert(areas)
    .values({ cityId: city!.id, zoneId: zone!.id, name: 'Old Town' })
    .returning();
  return { country: country!, state: state!, city: city!, zone: zone!, area: area! };
}
