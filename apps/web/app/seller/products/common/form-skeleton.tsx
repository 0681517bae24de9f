import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** The product form's sections while the product and the choices load. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {['h-40', 'h-56', 'h-64', 'h-40', 'h-72'].map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} className={`w-full rounded-xl ${height}`} />
      ))}
    </div>
  );
}
