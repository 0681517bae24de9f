import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ConsoleApiError } from '../lib/console-api.ts';
import { PageHeader } from './page-header.tsx';

/** The route's `:id` as a number; 0 when it is not one (then nothing is asked of the API). */
export function useIdParam(): number {
  const params = useParams();
  return params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
}

/**
 * An edit screen's record: "not found" (a bad id or the API's 404), the error with Try again, the
 * skeletons while loading (`skeletons`: the height classes of the blocks under the title), or the
 * screen itself with the record.
 */
export function RecordGate<T>({
  id,
  query,
  back,
  notFoundTitle,
  errorTitle,
  skeletons,
  children,
}: {
  id: number;
  query: UseQueryResult<T, Error>;
  back: ReactNode;
  notFoundTitle: string;
  errorTitle: string;
  skeletons: readonly string[];
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (id === 0 || (query.error instanceof ConsoleApiError && query.error.status === 404)) {
    return <PageHeader title={notFoundTitle} description={back} />;
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={errorTitle} description={back} />
        <LoadError message={query.error.message} onRetry={() => query.refetch()} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton className="h-8 w-64" />
        {skeletons.map((height) => (
          <Skeleton key={height} className={`${height} w-full`} />
        ))}
      </div>
    );
  }
  return children(query.data);
}
