/**
 * The four choices of the location form; changing one level clears the levels below it
 * (storefront spec §4).
 */
export interface LocationSelection {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  areaId: number | null;
}

export type LocationLevel = 'country' | 'state' | 'city' | 'area';

export function selectLevel(
  current: LocationSelection,
  level: LocationLevel,
  id: number | null,
): LocationSelection {
  switch (level) {
    case 'country':
      return { countryId: id, stateId: null, cityId: null, areaId: null };
    case 'state':
      return { ...current, stateId: id, cityId: null, areaId: null };
    case 'city':
      return { ...current, cityId: id, areaId: null };
    case 'area':
      return { ...current, areaId: id };
  }
}

/** Messages of the location form, keyed by the missing level; all four are required (storefront spec §5). */
export const LOCATION_REQUIRED_MESSAGES: Record<LocationLevel, string> = {
  country: 'Country is required',
  state: 'State is required',
  city: 'Select a city',
  area: 'Select an area',
};

export function missingLevels(selection: LocationSelection): LocationLevel[] {
  const missing: LocationLevel[] = [];
  if (selection.countryId === null) missing.push('country');
  if (selection.stateId === null) missing.push('state');
  if (selection.cityId === null) missing.push('city');
  if (selection.areaId === null) missing.push('area');
  return missing;
}
