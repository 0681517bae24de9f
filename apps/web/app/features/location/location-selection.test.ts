import { describe, expect, it } from 'vitest';
import { missingLevels, selectLevel } from './location-selection.ts';

const full = { countryId: 18, stateId: 3, cityId: 7, areaId: 11 };

describe('location selection', () => {
  it('clears city and area when the state changes', () => {
    expect(selectLevel(full, 'state', 4)).toEqual({ countryId: 18, stateId: 4, cityId: null, areaId: null });
  });

  it('clears only the area when the city changes', () => {
    expect(selectLevel(full, 'city', 8)).toEqual({ countryId: 18, stateId: 3, cityId: 8, areaId: null });
  });

  it('clears everything below the country when the country changes', () => {
    expect(selectLevel(full, 'country', 19)).toEqual({
      countryId: 19,
      stateId: null,
      cityId: null,
      areaId: null,
    });
  });

  it('keeps the rest when the area changes', () => {
    expect(selectLevel(full, 'area', 12)).toEqual({ ...full, areaId: 12 });
  });

  it('requires all four levels', () => {
    expect(missingLevels(full)).toEqual([]);
    expect(missingLevels({ countryId: 18, stateId: null, cityId: null, areaId: null })).toEqual([
      'state',
      'city',
      'area',
    ]);
  });
});
