import { z } from 'zod';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** Locations (API-CONTRACT.md "Locations and addresses"); only active rows come back. */
const state = z.object({ id: z.number().int(), country_id: z.number().int(), name: z.string() });
const city = z.object({ id: z.number().int(), state_id: z.number().int(), name: z.string() });
const area = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  zone_id: z.number().int().nullable(),
  name: z.string(),
});

export type State = z.infer<typeof state>;
export type City = z.infer<typeof city>;
export type Area = z.infer<typeof area>;

export function getStates(
  api: ApiClient,
  countryId: number,
  signal?: AbortSignal,
): Promise<ApiResult<State[]>> {
  return api.get(`/get-states/${countryId}`, z.array(state), { signal });
}

export function getCities(api: ApiClient, stateId: number, signal?: AbortSignal): Promise<ApiResult<City[]>> {
  return api.get(`/get-cities/${stateId}`, z.array(city), { signal });
}

export function getAreas(api: ApiClient, cityId: number, signal?: AbortSignal): Promise<ApiResult<Area[]>> {
  return api.get(`/get-areas/${cityId}`, z.array(area), { signal });
}
