import type { UserType } from '../../db/schema/users.ts';

/**
 * One account per person and phone (decision 56): a seller is a
 * customer who also owns a shop (`user_type` 'seller', `shop_id` set), so sellers shop and sign
 * in at the storefront like any customer. Only the platform's admin account may not.
 */
export function maySignInToShop(userType: UserType): boolean {
  return userType === 'customer' || userType === 'seller';
}
