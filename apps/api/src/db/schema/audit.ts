import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * The operator audit log (issue 18, decision 82): one row per change an operator made, with who
 * (the operator's account, or the machine token of the operator commands), what (an action such
 * as `shop.approve` and its subject), when, and the subject's fields before and after. Rows are
 * written in the change's own transaction and never updated or deleted by the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** null for the machine token (ADMIN_API_TOKEN) and the commands run on the database */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the operator's name when it happened (kept if the account changes or goes) */
    actorName: text('actor_name').notNull(),
    /** `<subject>.<verb>`: shop.approve, category.update, customer.ban… */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** what a person reads for the subject: a shop's name, an order's code */
    subjectLabel: text('subject_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** the operator's address, for a call through the API */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorUserId),
    index('audit_log_action_idx').on(t.action),
  ],
);

export type AuditEntryRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
