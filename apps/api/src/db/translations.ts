import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A table of a row's texts in other languages (`product_translations`, `campaign_translations`):
 * one row per owner and language, unique on both, its text columns nullable.
 */
export interface TranslationTable<T extends PgTable, F extends keyof T['$inferInsert'] & string> {
  table: T;
  /** the owner's id column (`product_id`) and its property in an insert (`productId`) */
  owner: PgColumn;
  ownerKey: keyof T['$inferInsert'] & string;
  langCode: PgColumn;
  /** the translated text columns' properties */
  fields: readonly F[];
}

/**
 * Stores an owner's texts per language as the fallback rule reads them (the shop's own texts per
 * language): an empty field is null (the base text shows there); a language with every field empty
 * has no row. Languages not listed keep their rows.
 */
export async function saveTranslations<T extends PgTable, F extends keyof T['$inferInsert'] & string>(
  db: Executor,
  spec: TranslationTable<T, F>,
  ownerId: number,
  translations: readonly ({ langCode: string } & Record<F, string>)[],
): Promise<void> {
  for (const tr of translations) {
    const texts = Object.fromEntries(spec.fields.map((f) => [f, tr[f] || null])) as Record<F, string | null>;
    if (spec.fields.every((f) => texts[f] === null)) {
      await db.delete(spec.table).where(and(eq(spec.owner, ownerId), eq(spec.langCode, tr.langCode)));
      continue;
    }
    await db
      .insert(spec.table)
      .values({ [spec.ownerKey]: ownerId, langCode: tr.langCode, ...texts } as T['$inferInsert'])
      .onConflictDoUpdate({
        target: [spec.owner, spec.langCode],
        set: texts as PgUpdateSetSource<T>,
      });
  }
}
