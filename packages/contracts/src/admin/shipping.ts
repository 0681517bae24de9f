import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { idInput, MAX_INT4, text } from '../input.ts';

/**
 * The operator console's shipping (issue 18 §5): countries, states, cities and areas (the
 * storefront's location pickers), delivery zones (which areas each covers) and the platform
 * shop's delivery charge per zone. Sellers set their own shops' charges in the seller center
 * (decision 75). The API and the console's forms share these schemas.
 */

export const SHIPPING_MESSAGES = {
  countryNotFound: 'Country not found',
  stateNotFound: 'State not found',
  cityNotFound: 'City not found',
  areaNotFound: 'Area not found',
  zoneNotFound: 'Zone not found',
  nameRequired: 'The name is required',
  nameTooLong: 'The name may be at most 100 characters',
  codeInvalid: 'The country code is two capital letters (ISO 3166-1), such as BD',
  codeTaken: 'Another country already has this code',
  nameTaken: 'There is already one with this name here',
  chargeInvalid: 'The charge must be an amount of at least 0',
  chargeDecimals: 'The charge has more decimals than the currency allows',
  tooManyAreas: 'A zone may cover at most 2000 areas',
  countryInUse: 'This country still has states or saved addresses: switch it off instead',
  stateInUse: 'This state still has cities or saved addresses: switch it off instead',
  cityInUse: 'This city still has areas or saved addresses: switch it off instead',
  areaInUse: 'Saved addresses use this area: switch it off instead',
  zoneInUse: 'Warehouses of {count} shops deliver to this zone: switch it off instead',
  saved: 'Saved',
  created: 'Created',
  deleted: 'Deleted',
  zoneSaved: 'Zone saved',
  zoneCreated: 'Zone created',
  zoneDeleted: 'Zone deleted',
} as const;

const M = SHIPPING_MESSAGES;

export const GEO_PAGE_SIZE = 25;
export const MAX_ZONE_AREAS = 2000;

export const GEO_KINDS = ['countries', 'states', 'cities', 'areas'] as const;
export type GeoKind = (typeof GEO_KINDS)[number];

const name = text({ message: M.nameRequired })
  .trim()
  .min(1, { message: M.nameRequired })
  .max(100, { message: M.nameTooLong });

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idInput().optional());

/** An amount on the wire (decimal, ≥ 0); the API checks it fits the currency's decimals. */
export const chargeInput = z.coerce
  .number({ message: M.chargeInvalid })
  .min(0, { message: M.chargeInvalid })
  .max(MAX_INT4 / 10_000, { message: M.chargeInvalid });

export const geoListQuery = z.object({
  page: pageParam,
  limit: limitParam(GEO_PAGE_SIZE),
  search: textParam,
  /** states of a country, cities of a state, areas of a city */
  parentId: optionalId,
  /** areas of one zone */
  zoneId: optionalId,
});
export type GeoListQuery = z.infer<typeof geoListQuery>;

export const geoRow = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** countries: the ISO code */
  code: z.string().nullable(),
  /** the country of a state, the state of a city, the city of an area */
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** areas: the delivery zone */
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** states of a country, cities of a state, areas of a city (0 for areas) */
  children: z.number().int(),
  /** saved addresses that use it: while any do, it can be switched off but not deleted */
  addresses: z.number().int(),
});
export type GeoRow = z.infer<typeof geoRow>;

export const geoListResult = paginated(geoRow);
export type GeoListResult = z.infer<typeof geoListResult>;

export const geoParams = z.object({ id: idInput() });

const isActive = z.boolean({ message: 'Must be true or false' });

export const countryBody = z.object({
  name,
  code: text({ message: M.codeInvalid })
    .trim()
    .regex(/^[A-Z]{2}$/, { message: M.codeInvalid }),
  isActive,
});
export const stateBody = z.object({ countryId: idInput(M.countryNotFound), name, isActive });
export const cityBody = z.object({ stateId: idInput(M.stateNotFound), name, isActive });
export const areaBody = z.object({
  cityId: idInput(M.cityNotFound),
  name,
  /** null: not delivered to */
  zoneId: z.preprocess((v) => (v === '' ? null : v), idInput(M.zoneNotFound).nullable()),
  isActive,
});
export type CountryBody = z.infer<typeof countryBody>;
export type StateBody = z.infer<typeof stateBody>;
export type CityBody = z.infer<typeof cityBody>;
export type AreaBody = z.infer<typeof areaBody>;

export const geoBodies = {
  countries: countryBody,
  states: stateBody,
  cities: cityBody,
  areas: areaBody,
} as const;

// Zones -----------------------------------------------------------------------------------------

export const adminZone = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** the areas it covers (id, name and where) */
  areas: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
  /** the platform shop's delivery charge there (wire decimals); null = its default charge */
  charge: z.number().nullable(),
  /** shops whose warehouses deliver there */
  shops: z.number().int(),
});
export type AdminZone = z.infer<typeof adminZone>;

export const adminZonesResult = z.object({
  zones: z.array(adminZone),
  /** the platform shop's default charge (wire decimals), used in a zone without its own */
  defaultCharge: z.number(),
});
export type AdminZonesResult = z.infer<typeof adminZonesResult>;

export const zoneBody = z.object({
  name,
  isActive,
  areaIds: z.array(idInput(M.areaNotFound)).max(MAX_ZONE_AREAS, { message: M.tooManyAreas }),
  /** null: the platform shop's default charge */
  charge: z.preprocess((v) => (v === '' ? null : v), chargeInput.nullable()),
});
export type ZoneBody = z.infer<typeof zoneBody>;
export type ZoneForm = z.input<typeof zoneBody>;
export const zoneUpdateBody = zoneBody.partial();
export type ZoneUpdateBody = z.infer<typeof zoneUpdateBody>;
