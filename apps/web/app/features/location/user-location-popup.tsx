import { DEFAULT_COUNTRY_ID } from '@shop/contracts/constants';
import { type FormEvent, useState } from 'react';
import { queueFlashToast } from '../../lib/flash-toast.ts';
import { messageKey } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { readSavedLocation, saveLocation } from '../../lib/user-location.ts';
import { Button } from '../../ui/button.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { LocationFields } from './location-fields.tsx';
import {
  LOCATION_REQUIRED_MESSAGES,
  type LocationLevel,
  type LocationSelection,
  missingLevels,
} from './location-selection.ts';
import { useLocationOptions } from './use-location-options.ts';

export interface UserLocationPopupProps {
  onClose: () => void;
  /** Where to go after saving; the current page reloads when absent. */
  redirectUrl?: string;
}

function initialSelection(countryIds: number[]): LocationSelection {
  const saved = readSavedLocation();
  if (saved) {
    return {
      countryId: saved.country.id,
      stateId: saved.state.id,
      cityId: saved.city.id,
      areaId: saved.area.id,
    };
  }
  const countryId = countryIds.includes(DEFAULT_COUNTRY_ID) ? DEFAULT_COUNTRY_ID : (countryIds[0] ?? null);
  return { countryId, stateId: null, cityId: null, areaId: null };
}

/** The 'user-location' popup: country, state, city and area, all required. */
export function UserLocationPopup({ onClose, redirectUrl }: UserLocationPopupProps) {
  const { t } = useTranslation();
  const { countries } = usePageConfig();
  const [selection, setSelection] = useState(() => initialSelection(countries.map((c) => c.id)));
  const [errors, setErrors] = useState<Partial<Record<LocationLevel, string>>>({});
  const [saving, setSaving] = useState(false);

  // The same queries as the fields' (shared cache): they name the chosen places when saving.
  const { states, cities, areas } = useLocationOptions(selection);

  function choose(next: LocationSelection, level: LocationLevel) {
    setSelection(next);
    setErrors((current) => ({ ...current, [level]: undefined }));
  }

  function errorText(level: LocationLevel): string | undefined {
    const message = errors[level];
    return message ? t(messageKey(message), { defaultValue: message }) : undefined;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = missingLevels(selection);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((level) => [level, LOCATION_REQUIRED_MESSAGES[level]])));
      return;
    }
    const country = countries.find((c) => c.id === selection.countryId);
    const state = states.data?.find((s) => s.id === selection.stateId);
    const city = cities.data?.find((c) => c.id === selection.cityId);
    const area = areas.data?.find((a) => a.id === selection.areaId);
    if (!country || !state || !city || !area) return;
    if (area.zone_id === null) {
      setErrors({ area: 'Sorry, delivery is not available in this area' });
      return;
    }
    setSaving(true);
    saveLocation({
      country: { id: country.id, name: country.name },
      state: { id: state.id, name: state.name },
      city: { id: city.id, name: city.name },
      area: { id: area.id, name: area.name, zone_id: area.zone_id },
    });
    const message = t('location_updated_successfully');
    // The page reloads to fetch prices and stock for the new zone; the toast is shown after it.
    queueFlashToast(message);
    if (redirectUrl) window.location.assign(redirectUrl);
    else window.location.reload();
  }

  return (
    <PopupFrame
      open
      onClose={onClose}
      title={t('select_your_location')}
      description={t('we_show_prices_stock_and_delivery_for_this_area')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <LocationFields
          countries={countries}
          selection={selection}
          onChange={choose}
          errors={{
            country: errorText('country'),
            state: errorText('state'),
            city: errorText('city'),
            area: errorText('area'),
          }}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={saving}>
          {t('save_location')}
        </Button>
      </form>
    </PopupFrame>
  );
}
