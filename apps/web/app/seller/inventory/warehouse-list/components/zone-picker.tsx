import type { SellerZone } from '@shop/contracts/seller/inventory';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n-react.tsx';

/**
 * The zones a warehouse delivers to: a labelled group of checkboxes (a zone served by another of
 * the shop's warehouses is shown, disabled, with that warehouse's name: a zone has one warehouse
 * per shop). A filter box narrows a long list; the chosen zones stay chosen while filtered out.
 */
export function ZonePicker({
  zones,
  value,
  onChange,
  warehouseId,
  warehouseNames,
  error,
}: {
  zones: readonly SellerZone[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** the warehouse being edited (null: a new one) */
  warehouseId: number | null;
  warehouseNames: ReadonlyMap<number, string>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const shown = zones.filter((z) => z.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (zoneId: number, on: boolean) =>
    onChange(on ? [...value, zoneId] : value.filter((v) => v !== zoneId));

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? `${id}-error` : `${id}-count`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('inventory.zonesServed')}</legend>
      <p id={`${id}-count`} className="text-xs text-slate-500">
        {t('inventory.zonesChosen', { count: chosen.size })} · {t('inventory.zonesHint')}
      </p>
      {zones.length > 8 ? (
        <>
          <label htmlFor={`${id}-filter`} className="sr-only">
            {t('inventory.filterZones')}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('inventory.filterZones')}
            className="h-9 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
          />
        </>
      ) : null}
      {zones.length === 0 ? (
        <p className="text-sm text-slate-500">{t('inventory.noZonesAvailable')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
          {shown.map((zone) => {
            const owner =
              zone.warehouseId !== null && zone.warehouseId !== warehouseId ? zone.warehouseId : null;
            const inputId = `${id}-zone-${zone.id}`;
            return (
              <li key={zone.id} className="flex items-start gap-2 rounded px-1 py-1 hover:bg-slate-50">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(zone.id)}
                  disabled={owner !== null}
                  onChange={(event) => toggle(zone.id, event.target.checked)}
                  aria-describedby={owner !== null ? `${inputId}-owner` : undefined}
                  className="mt-0.5 size-4 rounded border-slate-300 accent-primary-500"
                />
                <label htmlFor={inputId} className="flex min-w-0 flex-col text-sm text-slate-800">
                  {zone.name}
                  {owner !== null ? (
                    <span id={`${inputId}-owner`} className="text-xs text-slate-500">
                      {t('inventory.servedBy', { name: warehouseNames.get(owner) ?? '' })}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
          {shown.length === 0 ? (
            <li className="px-1 py-2 text-sm text-slate-500">{t('inventory.noZoneMatches')}</li>
          ) : null}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
