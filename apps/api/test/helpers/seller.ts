import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { shops, users, warehouses } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { hashPassword } from '../../src/platform/passwords.ts';

let counter = 0;

export interface TestSeller {
  shopId: number;
  userId: number;
  phone: string;
  password: string;
  /** a seller-center token (scope 'seller') */
  token: string;
  /** the shop's default warehouse */
  warehouseId: number;
}

/**
 * A shop with its owner (a verified seller account), its default warehouse and a seller token.
 * Approved and published unless `approved: false`.
 */
export async function insertSeller(
  db: Database,
  options: { name?: string; shopName?: string; approved?: boolean; shopId?: number } = {},
): Promise<TestSeller> {
  counter += 1;
  const tag = `${process.pid % 1000}-${counter}`;
  const approved = options.approved ?? true;
  const [shop] = await db
    .insert(shops)
    .values({
      ...(options.shopId ? { id: options.shopId } : {}),
      name: options.shopName ?? `Test Shop ${tag}`,
      slug: `test-shop-${tag}`,
      isApproved: approved,
      isPublished: approved,
    })
    .returning({ id: shops.id });
  const phone = `0170${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  const password = 'seller-secret';
  const [user] = await db
    .insert(users)
    .values({
      userType: 'seller',
      name: options.name ?? `Seller ${tag}`,
      phone,
      email: `seller-${tag}@example.com`,
      passwordHash: await hashPassword(password),
      phoneVerifiedAt: new Date(),
      shopId: shop!.id,
    })
    .returning({ id: users.id });
  const [warehouse] = await db
    .insert(warehouses)
    .values({ shopId: shop!.id, name: 'Default Warehouse', isDefault: true })
    .returning({ id: warehouses.id });
  const token = await issueToken(db, user!.id, { scope: 'seller', name: 'Seller center' });
  return { shopId: shop!.id, userId: user!.id, phone, password, token, warehouseId: warehouse!.id };
}

export interface SellerResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they expect
  body: any;
  headers: Record<string, unknown>;
}

/** Calls `/api/v1/seller{path}` with JSON bodies and the given bearer token (none: a guest). */
export function sellerClient(app: FastifyInstance, token?: string) {
  async function call(method: string, path: string, body?: unknown): Promise<SellerResponse> {
    const res = await app.inject({
      method: method as 'GET',
      url: `/api/v1/seller${path}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const type = String(res.headers['content-type'] ?? '');
    return {
      status: res.statusCode,
      body: type.includes('json') ? res.json() : res.body,
      headers: res.headers,
    };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}) => call('POST', path, body),
    patch: (path: string, body: unknown = {}) => call('PATCH', path, body),
    put: (path: string, body: unknown = {}) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

/**
 * The owner of the seeded catalogue's shop 1 (Carla Cotton; `insertCatalogue` first), for tests
 * that work on the catalogue's products: their user id and a seller token.
 */
export async function insertCatalogueSeller(db: Database): Promise<{ userId: number; token: string }> {
  const [account] = await db
    .insert(users)
    .values({ name: 'Carla Cotton', phone: '5550601', passwordHash: 'x', userType: 'seller', shopId: 1 })
    .returning({ id: users.id });
  await syncIdentitySequences(db);
  return { userId: account!.id, token: await issueToken(db, account!.id, { scope: 'seller' }) };
}
