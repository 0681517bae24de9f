import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';

/**
 * Previous / next buttons for a short list paged in place (a drawer's or a picker's), with
 * "page N of M" between them (`pageOf`, the area's words); nothing when there is one page.
 */
export function PrevNext({
  page,
  lastPage,
  onPage,
  pageOf,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  pageOf: string;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span className="text-xs text-slate-500">{pageOf}</span>
      <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </div>
  );
}
