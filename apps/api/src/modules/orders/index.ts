/**
 * The public file of the orders module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { takeCommission } from './commission-queries.ts';
export { commissionSql } from './commission-sql.ts';
export { confirmationPhone } from './order-notices.ts';
export { cancelOrders } from './order-status.ts';
export { ORDER_PLACED, PAYMENT_FAILED, PAYMENT_PAID } from './order-timeline.ts';
