/**
 * The public file of the cart module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { listCart } from './cart-list.ts';
export { restoreOrderedLines } from './cart-restore-queries.ts';
export { mergeGuestCart } from './cart-service.ts';
