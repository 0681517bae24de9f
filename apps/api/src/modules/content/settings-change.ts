import type { Database, Transaction } from '../../db/client.ts';
import { invalidateSettings } from '../../platform/settings.ts';
import type { StoreSettingKey, StoreSettings } from '../../platform/store-settings.ts';
import { type AuditActor, type AuditChange, recordAudit } from '../audit/index.ts';
import { lockSettings, writeSettings } from './settings-queries.ts';

/**
 * The one write path of the operator's storefront content kept in the settings (the home's
 * blocks, featured picks, texts and banners; the footer): the rows it changes are locked, the new
 * values stored and the change recorded in the audit log in one transaction, then this instance's
 * settings memo is forgotten. The route declares `changesCatalog` (`settingsChangeRoute`), which
 * empties the storefront's answers and pages on every instance.
 */
export interface SettingsChange<T> {
  /** the settings the change reads and writes (locked until it is stored) */
  keys: readonly StoreSettingKey[];
  audit: Pick<AuditChange, 'action' | 'subject'>;
  /**
   * From the settings as they were: the values to store, the audit entry's before and after, and
   * what the save answers. May read the database first and throw (a 422 stores nothing).
   */
  apply: (s: StoreSettings, tx: Transaction) => Promise<SettingsChangeResult<T>> | SettingsChangeResult<T>;
}

export interface SettingsChangeResult<T> {
  values: Partial<StoreSettings>;
  before: unknown;
  after: unknown;
  result: T;
}

export async function changeSettings<T>(
  db: Database,
  actor: AuditActor,
  change: SettingsChange<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const s = await lockSettings(tx, change.keys);
    const { values, before, after, result } = await change.apply(s, tx);
    await writeSettings(tx, values);
    await recordAudit(tx, actor, { ...change.audit, before, after });
    return result;
  });
  invalidateSettings(db);
  return result;
}
