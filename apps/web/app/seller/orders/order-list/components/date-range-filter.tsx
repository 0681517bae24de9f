import { InputField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';

/**
 * The list's date range: two day pickers ("From", "To", both days included). Each change goes to
 * the URL at once; the "to" picker cannot go before "from" and the other way round.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t('orders.dateRange')}</legend>
      <InputField
        type="date"
        label={t('orders.from')}
        value={from}
        max={to || undefined}
        className="w-40"
        onChange={(event) => onChange({ from: event.target.value || null, to: to || null })}
      />
      <InputField
        type="date"
        label={t('orders.to')}
        value={to}
        min={from || undefined}
        className="w-40"
        onChange={(event) => onChange({ from: from || null, to: event.target.value || null })}
      />
    </fieldset>
  );
}
