/**
 * The public file of the audit module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */

export type { AuditActor, AuditChange } from './audit.ts';
export { operatorActor, recordAudit } from './audit.ts';
