/**
 * The English texts of the cart's answers (storefront spec §5 and §8, rules §2); `reply.ok` and the
 * error handler translate them through the message catalogue.
 */
export const CART_MESSAGES = {
  added: 'Product has been added to your cart',
  increased: 'Quantity has been increased',
  decreased: 'Quantity has been decreased',
  removed: 'Product removed from cart!',
  outOfStock: 'Out of stock',
  maximumAdded: 'Maximum quantity added to cart',
  onlyMoreAllowed: 'Only {count} more can be added to your cart',
  maxPurchaseReached: 'You have reached maximum order quantity at a time for this product',
  productNotFound: 'Product not found',
  warehouseNotFound: 'Warehouse not found',
  notDeliverable: 'This product is not available in your delivery area',
  lineNotFound: 'Cart item not found',
} as const;
