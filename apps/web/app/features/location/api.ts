import { type Area, areas, type City, cities, type State, states } from '@shop/contracts/geo';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** Locations (API-CONTRACT.md "Locations and addresses"); only active rows come back. */
export type { Area, City, State };

export function getStates(
  api: ApiClient,
  countryId: number,
  signal?: AbortSignal,
): Promise<ApiResult<State[]>> {
  return api.get(`/get-states/${countryId}`, states, { signal });
}

export function getCities(api: ApiClient, stateId: number, signal?: AbortSignal): Promise<ApiResult<City[]>> {
  return api.get(`/get-cities/${stateId}`, cities, { signal });
}

export function getAreas(api: ApiClient, cityId: number, signal?: AbortSignal): Promise<ApiResult<Area[]>> {
  return api.get(`/get-areas/${cityId}`, areas, { signal });
}
