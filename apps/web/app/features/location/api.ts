import type { Area, City, State } from '@shop/contracts/geo';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** Locations (API spec "Locations and addresses"); only active rows come back. */
export type { Area, City, State };

/** TanStack Query keys of the location choices. */
export const locationKeys = {
  states: (countryId: number | null) => ['locations', 'states', countryId] as const,
  cities: (stateId: number | null) => ['locations', 'cities', stateId] as const,
  areas: (cityId: number | null) => ['locations', 'areas', cityId] as const,
};

export function getStates(
  api: ApiClient,
  countryId: number,
  signal?: AbortSignal,
): Promise<ApiResult<State[]>> {
  return api.get<State[]>(`/get-states/${countryId}`, { signal });
}

export function getCities(api: ApiClient, stateId: number, signal?: AbortSignal): Promise<ApiResult<City[]>> {
  return api.get<City[]>(`/get-cities/${stateId}`, { signal });
}

export function getAreas(api: ApiClient, cityId: number, signal?: AbortSignal): Promise<ApiResult<Area[]>> {
  return api.get<Area[]>(`/get-areas/${cityId}`, { signal });
}
