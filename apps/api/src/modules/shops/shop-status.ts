import type { ShopStatus } from '@shop/contracts/admin/shops';

/**
 * A shop's status (issue 18 §2), the one rule: suspended while `suspended_at` is set (it is then
 * unpublished, so the storefront's `visibleShop` hides it and its products), approved when approved
 * and published, rejected when `rejected_at` is set, else pending. The storefront keeps reading
 * only `is_approved and is_published` (catalog/product-sql.ts). The same rule in SQL:
 * `shopStatusSql` (shop-status-sql.ts).
 */
export function shopStatus(row: {
  isApproved: boolean;
  isPublished: boolean;
  rejectedAt: Date | null;
  suspendedAt: Date | null;
}): ShopStatus {
  if (row.suspendedAt) return 'suspended';
  if (row.isApproved && row.isPublished) return 'approved';
  if (row.rejectedAt) return 'rejected';
  return 'pending';
}
