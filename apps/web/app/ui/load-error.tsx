import { clsx } from 'clsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Button } from './button.tsx';

/** A load that failed: its message, announced as an alert, and Try again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={clsx('flex items-center gap-3 text-sm text-red-600', className)}>
      {message}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('try_again')}
      </Button>
    </div>
  );
}
