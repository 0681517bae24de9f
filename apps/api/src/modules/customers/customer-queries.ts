import type { AdminCustomersQuery } from '@shop/contracts/admin/customers';
import { and, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import {
  areas,
  authTokens,
  cities,
  countries,
  orders,
  shops,
  states,
  userAddresses,
  users,
} from '../../db/schema/index.ts';

/** The operator console's customer reads and the ban's writes. Operators are never customers. */

const notOperator = ne(users.userType, 'admin');

function listFilter(q: Pick<AdminCustomersQuery, 'search' | 'status'>): SQL {
  const conditions: (SQL | undefined)[] = [notOperator];
  if (q.status === 'banned') conditions.push(eq(users.isBanned, true));
  if (q.status === 'active') conditions.push(eq(users.isBanned, false));
  const search = q.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const digits = search.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        digits.length >= 3 ? ilike(users.phone, containsPattern(digits)) : undefined,
      ),
    );
  }
  return and(...conditions)!;
}

/** A page of customers, newest accounts first, with how many orders each placed. */
export async function customerPage(db: Executor, q: AdminCustomersQuery) {
  const where = listFilter(q);
  // qualified by hand: Drizzle writes a lone table's columns unqualified, which the subquery would
  // read as its own `o.id`
  const ordersCount = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        email: users.email,
        userType: users.userType,
        shopId: users.shopId,
        isBanned: users.isBanned,
        createdAt: users.createdAt,
        ordersCount,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One account (operators too, so the ban can refuse them by name); null when unknown. */
export async function findAccount(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      avatar: users.avatar,
      userType: users.userType,
      shopId: users.shopId,
      shopName: shops.name,
      phoneVerifiedAt: users.phoneVerifiedAt,
      isBanned: users.isBanned,
      bannedAt: users.bannedAt,
      banReason: users.banReason,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .where(eq(users.id, id));
  return row ?? null;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The account row locked for a ban or unban. */
export async function lockAccount(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      userType: users.userType,
      isBanned: users.isBanned,
      banReason: users.banReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

/** The customer's saved addresses (not deleted), the default first. */
export async function customerAddresses(db: Executor, userId: number) {
  return db
    .select({
      id: userAddresses.id,
      type: userAddresses.type,
      address: userAddresses.address,
      phone: userAddresses.phone,
      isDefault: userAddresses.isDefault,
      area: areas.name,
      city: cities.name,
      state: states.name,
      country: countries.name,
    })
    .from(userAddresses)
    .innerJoin(areas, eq(areas.id, userAddresses.areaId))
    .innerJoin(cities, eq(cities.id, userAddresses.cityId))
    .innerJoin(states, eq(states.id, userAddresses.stateId))
    .innerJoin(countries, eq(countries.id, userAddresses.countryId))
    .where(and(eq(userAddresses.userId, userId), isNull(userAddresses.deletedAt)))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
}

/** Orders not cancelled: how many and their total (minor units). */
export async function customerOrderStats(db: Executor, userId: number) {
  const [row] = await db
    .select({
      ordersCount: sql<number>`count(*)::int`,
      // a bigint: node-postgres gives its text, decoded here as every driver's number
      totalSpent: sql`coalesce(sum(${orders.totalAmount}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.deliveryStatus, 'cancelled')));
  return { ordersCount: row?.ordersCount ?? 0, totalSpent: row?.totalSpent ?? 0 };
}

/** The customer's newest orders. */
export async function recentCustomerOrders(db: Executor, userId: number, limit: number) {
  return db
    .select({
      code: orders.orderCode,
      shopId: shops.id,
      shopName: shops.name,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      deliveryStatus: orders.deliveryStatus,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Sets or clears the ban. */
export async function writeBan(
  tx: Transaction,
  id: number,
  ban: { isBanned: boolean; reason: string | null; at: Date | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ isBanned: ban.isBanned, banReason: ban.reason, bannedAt: ban.at, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Ends every open session of the account (all scopes); returns how many. */
export async function revokeAccountTokens(tx: Transaction, userId: number): Promise<number> {
  const revoked = await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return revoked.length;
}
