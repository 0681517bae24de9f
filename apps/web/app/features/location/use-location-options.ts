import { useQuery } from '@tanstack/react-query';
import type { ApiResult } from '../../lib/api-client.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { getAreas, getCities, getStates, locationKeys } from './api.ts';
import type { LocationSelection } from './location-selection.ts';

/** Unwraps a typed result for TanStack Query: a failure becomes the query's error. */
async function unwrap<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const LOCATIONS_STALE_MS = 10 * 60 * 1000;

export function useStates(countryId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: locationKeys.states(countryId),
    queryFn: ({ signal }) => unwrap(getStates(api, countryId!, signal)),
    enabled: countryId !== null,
    staleTime: LOCATIONS_STALE_MS,
  });
}

export function useCities(stateId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: locationKeys.cities(stateId),
    queryFn: ({ signal }) => unwrap(getCities(api, stateId!, signal)),
    enabled: stateId !== null,
    staleTime: LOCATIONS_STALE_MS,
  });
}

export function useAreas(cityId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: locationKeys.areas(cityId),
    queryFn: ({ signal }) => unwrap(getAreas(api, cityId!, signal)),
    enabled: cityId !== null,
    staleTime: LOCATIONS_STALE_MS,
  });
}

/** The lists for each level of `selection` (each loads once the level above is chosen). */
export function useLocationOptions(selection: LocationSelection) {
  const states = useStates(selection.countryId);
  const cities = useCities(selection.stateId);
  const areas = useAreas(selection.cityId);
  return { states, cities, areas, loadFailed: states.isError || cities.isError || areas.isError };
}
