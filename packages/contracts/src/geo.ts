import { z } from 'zod';

/** GET /get-states/{countryId} → result: State[] (active states, by name). */
export const state = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
});
export type State = z.infer<typeof state>;

/** GET /get-cities/{stateId} → result: City[]. */
export const city = z.object({
  id: z.number().int(),
  state_id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
});
export type City = z.infer<typeof city>;

/** GET /get-areas/{cityId} → result: Area[]; `zone_id` is the delivery zone (null: not delivered to). */
export const area = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  zone_id: z.number().int().nullable(),
  name: z.string(),
  is_active: z.boolean(),
});
export type Area = z.infer<typeof area>;

export const states = z.array(state);
export const cities = z.array(city);
export const areas = z.array(area);
