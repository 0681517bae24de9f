import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Countries; the storefront's default country is id 18. */
export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2, e.g. `BD` */
  code: text('code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('states_country_idx').on(t.countryId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('cities_state_idx').on(t.stateId, t.name)],
);

/** Delivery zones: an area belongs to one zone, and shops serve zones from their warehouses. */
export const zones = pgTable('zones', {
  id: id(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const areas = pgTable(
  'areas',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** the delivery zone; an area without one cannot be delivered to */
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('areas_city_idx').on(t.cityId, t.name), index('areas_zone_idx').on(t.zoneId)],
);

export type Country = typeof countries.$inferSelect;
export type State = typeof states.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Area = typeof areas.$inferSelect;
export type Zone = typeof zones.$inferSelect;
