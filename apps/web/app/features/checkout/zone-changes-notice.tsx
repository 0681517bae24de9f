import { X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useCheckoutStore } from './checkout-data.ts';
import { describeChange } from './zone-changes.ts';

/**
 * After a change of delivery zone at checkout: the cart lines it removed or reduced, named, until
 * the shopper dismisses the notice or places the order (issue 19 §3: nothing vanishes silently).
 */
export function ZoneChangesNotice() {
  const { t } = useTranslation();
  const changes = useCheckoutStore((s) => s.zoneChanges);
  const update = useCheckoutStore((s) => s.update);
  if (changes.length === 0) return null;
  return (
    <div
      role="status"
      aria-label={t('zone_change_done')}
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('zone_change_done')}</p>
        <ul className="mt-1 list-disc ps-5">
          {changes.map((change) => (
            <li key={`${change.productName}|${change.variationName}`}>
              <bdi>{describeChange(change, t)}</bdi>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => update({ zoneChanges: [] })}
        aria-label={t('dismiss_notice')}
        className="rounded-md p-1 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
