import { MapPin } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import {
  locationLabel,
  readSavedLocation,
  savedLocationSnapshot,
  subscribeToLocation,
} from '../../lib/user-location.ts';

/** Top-bar button showing the saved delivery area; opens the 'user-location' popup. */
export function LocationSelector() {
  const { t } = useTranslation();
  const open = useOpenPopup();
  // The server cannot see localStorage: it renders "Select location", the browser then updates.
  const snapshot = useSyncExternalStore(subscribeToLocation, savedLocationSnapshot, () => null);
  const location = snapshot ? readSavedLocation() : null;
  const label = location ? locationLabel(location) : t('select_location');
  return (
    <button
      type="button"
      onClick={() => open('user-location')}
      aria-haspopup="dialog"
      aria-label={location ? t('delivery_location_change', { location: label }) : undefined}
      className="inline-flex max-w-[14rem] items-center gap-1.5 truncate rounded-md py-1 text-sm text-slate-600 hover:text-primary-600"
    >
      <MapPin aria-hidden className="size-4 shrink-0 text-primary-500" />
      <span className="truncate" dir="auto">
        {label}
      </span>
    </button>
  );
}
