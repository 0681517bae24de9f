import type { Database, Executor } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { syncIdentitySequences } from '../db/sequences.ts';
import { BADGES, TAXES, UNIT_TRANSLATIONS, UNITS } from './catalogue.ts';
import { COUNTRIES, ZONES } from './geo-data.ts';
import { insertChunked as insertRows } from './insert.ts';
import { LANGUAGES } from './reference-data.ts';

/** Rows of a translation table (es-ES and ar-SA) for rows that carry their `es` and `ar` names. */
export const translated = <K extends string>(rows: { id: number; es?: string; ar?: string }[], key: K) =>
  rows.flatMap((r) =>
    (
      [
        ['es-ES', r.es],
        ['ar-SA', r.ar],
      ] as const
    )
      .filter(([, name]) => name)
      .map(
        ([langCode, name]) =>
          ({ [key]: r.id, langCode, name: name! }) as Record<K, number> & {
            langCode: string;
            name: string;
          },
      ),
  );

/**
 * What every shop starts with, demo or not (decision 53): the three languages, units, badges,
 * taxes, and the geography (countries, states, cities, areas and the delivery zones they belong
 * to). No account, shop, category or product. Inserts nothing when they are there already; returns
 * the rows the demo's seed refers to either way.
 */
export async function seedReferenceData(tx: Executor) {
  // A shop started without the demo has them already; a demo seeded later keeps them (same ids).
  const missing = !(await hasReferenceData(tx));
  const insertChunked = (...args: Parameters<typeof insertRows>) =>
    missing ? insertRows(...args) : Promise.resolve();
  // Languages and reference vocabulary -------------------------------------------------------
  await insertChunked(
    tx,
    t.languages,
    LANGUAGES.map((l) => ({ ...l, isActive: true })),
  );
  const unitRows = UNITS.map((name, i) => ({ id: i + 1, name, ...UNIT_TRANSLATIONS[name] }));
  await insertChunked(
    tx,
    t.units,
    unitRows.map(({ id, name }) => ({ id, name })),
  );
  await insertChunked(tx, t.unitTranslations, translated(unitRows, 'unitId'));
  const badgeRows = BADGES.map((b, i) => ({ id: i + 1, ...b }));
  await insertChunked(
    tx,
    t.badges,
    badgeRows.map(({ id, name, color, bgColor }) => ({ id, name, color, bgColor })),
  );
  await insertChunked(tx, t.badgeTranslations, translated(badgeRows, 'badgeId'));
  await insertChunked(
    tx,
    t.taxes,
    TAXES.map((x, i) => ({ id: i + 1, name: x.name, isActive: x.isActive })),
  );
  // Geography and zones ----------------------------------------------------------------------
  await insertChunked(
    tx,
    t.zones,
    ZONES.map((name, i) => ({ id: i + 1, name })),
  );
  const zoneId = (name: string) => ZONES.indexOf(name as (typeof ZONES)[number]) + 1;
  const ids = { state: 0, city: 0, area: 0 };
  const states: { id: number; countryId: number; name: string }[] = [];
  const cities: { id: number; stateId: number; name: string }[] = [];
  const areas: { id: number; cityId: number; zoneId: number; name: string }[] = [];
  for (const country of COUNTRIES) {
    for (const state of country.states) {
      const stateId = ++ids.state;
      states.push({ id: stateId, countryId: country.id, name: state.name });
      for (const city of state.cities) {
        const cityId = ++ids.city;
        cities.push({ id: cityId, stateId, name: city.name });
        for (const area of city.areas) {
          const name = typeof area === 'string' ? area : area.name;
          const zone = typeof area === 'string' ? city.zone : area.zone;
          areas.push({ id: ++ids.area, cityId, zoneId: zoneId(zone), name });
        }
      }
    }
  }
  await insertChunked(
    tx,
    t.countries,
    COUNTRIES.map(({ id, name, code, isActive }) => ({ id, name, code, isActive })),
  );
  await insertChunked(tx, t.states, states);
  await insertChunked(tx, t.cities, cities);
  await insertChunked(tx, t.areas, areas);

  return { unitRows, badgeRows, zoneId, cities, areas };
}

/** Whether the reference data is there (a database made by an older version may lack nothing else). */
export async function hasReferenceData(db: Executor): Promise<boolean> {
  const rows = await db.select({ code: t.languages.code }).from(t.languages).limit(1);
  return rows.length > 0;
}

/** The reference data alone, for a shop started without the demo (`SEED_ON_START=false`). */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await syncIdentitySequences(tx);
  });
}
