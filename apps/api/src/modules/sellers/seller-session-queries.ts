import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shops, users } from '../../db/schema/index.ts';

/** The seller center's session reads (decision 62). */

/** The account of a phone with what the seller sign-in checks. */
export async function sellerAccountByPhone(db: Database, phone: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      passwordHash: users.passwordHash,
      isBanned: users.isBanned,
      phoneVerifiedAt: users.phoneVerifiedAt,
      shopId: users.shopId,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

/** The shop summary of the seller center's header. */
export async function shopSummary(db: Database, shopId: number) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      slug: shops.slug,
      logo: shops.logo,
      isApproved: shops.isApproved,
      isPublished: shops.isPublished,
      rejectedAt: shops.rejectedAt,
      suspendedAt: shops.suspendedAt,
      statusReason: shops.statusReason,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row ?? null;
}
