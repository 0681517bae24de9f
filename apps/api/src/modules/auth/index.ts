/**
 * The public file of the auth module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { invalidCredentials } from './auth-errors.ts';
export type { AuthLimits } from './auth-limits.ts';
export { createAuthLimits, phoneChangeKey } from './auth-limits.ts';
export { publicPhone } from './auth-payload.ts';
export { checkPasswordLimited, consumeFormCode, sendVerificationCode } from './auth-service.ts';
export { timelineOf } from './dashboard-info.ts';
export { DEMO_CUSTOMER, DEMO_SELLER, DEMO_SHOP_OWNER } from './demo-accounts.ts';
