import type { Country } from '@shop/contracts/page-config';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { type LocationLevel, type LocationSelection, selectLevel } from './location-selection.ts';
import { useLocationOptions } from './use-location-options.ts';

export interface LocationFieldsProps {
  countries: Country[];
  selection: LocationSelection;
  onChange: (next: LocationSelection, level: LocationLevel) => void;
  /** translated error per level */
  errors?: Partial<Record<LocationLevel, string>>;
  /** classes of the "could not load" alert, for the caller's layout (e.g. spanning a grid's columns) */
  alertClassName?: string;
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Country, state, city and area pickers: each list loads for the level above it, and changing a
 * level clears the levels below it (storefront spec §4). Used by the location popup and the address
 * form.
 */
export function LocationFields({
  countries,
  selection,
  onChange,
  errors = {},
  alertClassName,
}: LocationFieldsProps) {
  const { t } = useTranslation();
  const { states, cities, areas, loadFailed } = useLocationOptions(selection);

  function choose(level: LocationLevel, value: string) {
    onChange(selectLevel(selection, level, toId(value)), level);
  }

  return (
    <>
      <SelectField
        label={t('country')}
        placeholder={t('select_country')}
        required
        value={selection.countryId ?? ''}
        onChange={(e) => choose('country', e.target.value)}
        options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        error={errors.country}
      />
      <SelectField
        label={t('state')}
        placeholder={states.isFetching ? t('loading') : t('select_state')}
        required
        disabled={selection.countryId === null || states.isFetching}
        value={selection.stateId ?? ''}
        onChange={(e) => choose('state', e.target.value)}
        options={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        error={errors.state}
      />
      <SelectField
        label={t('city')}
        placeholder={cities.isFetching ? t('loading') : t('select_city')}
        required
        disabled={selection.stateId === null || cities.isFetching}
        value={selection.cityId ?? ''}
        onChange={(e) => choose('city', e.target.value)}
        options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        error={errors.city}
      />
      <SelectField
        label={t('area')}
        placeholder={areas.isFetching ? t('loading') : t('select_area')}
        required
        disabled={selection.cityId === null || areas.isFetching}
        value={selection.areaId ?? ''}
        onChange={(e) => choose('area', e.target.value)}
        options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        error={errors.area}
      />
      {loadFailed ? (
        <p role="alert" className={clsx('text-sm text-red-600', alertClassName)}>
          {t('could_not_load_locations_please_try_again')}
        </p>
      ) : null}
    </>
  );
}
