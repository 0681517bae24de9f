import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Image } from '../../ui/image.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

interface ProductOption {
  id: number;
  name: string;
  thumbnail: string;
}

/**
 * The results of a picker's product search: skeletons while loading, the error with Try again,
 * the empty line, or each product with its picture, its text and an Add button (named with the
 * product; "Added" and disabled once chosen).
 */
export function ProductSearchResults<T extends ProductOption>({
  options,
  chosen,
  onAdd,
  describe,
  labels,
}: {
  options: UseQueryResult<T[], Error>;
  chosen: ReadonlySet<number>;
  onAdd: (option: T) => void;
  /** The product's text beside its picture. */
  describe: (option: T) => ReactNode;
  labels: { results: string; empty: string; add: string; added: string };
}) {
  return (
    <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
      {options.isPending ? (
        <div className="flex flex-col gap-2 p-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : options.isError ? (
        <LoadError className="p-3" message={options.error.message} onRetry={() => options.refetch()} />
      ) : options.data.length === 0 ? (
        <p className="p-3 text-sm text-slate-500">{labels.empty}</p>
      ) : (
        <ul aria-label={labels.results} className="divide-y divide-slate-100">
          {options.data.map((option) => (
            <li key={option.id} className="flex items-center gap-2 p-2">
              <Image
                src={option.thumbnail}
                alt=""
                width={32}
                height={32}
                className="size-8 rounded object-cover"
              />
              <span className="min-w-0 flex-1 text-sm">{describe(option)}</span>
              <button
                type="button"
                disabled={chosen.has(option.id)}
                onClick={() => onAdd(option)}
                className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg border border-slate-300 px-2 text-sm hover:border-primary-400 hover:text-primary-600 disabled:opacity-50"
              >
                <Plus aria-hidden className="size-4" />
                <span>{chosen.has(option.id) ? labels.added : labels.add}</span>
                <span className="sr-only">{option.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
