import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's state in the URL (STYLE 15): `page`, `q` (search), `sort` and any filter keys live in
 * the query string, so a link, the back button and a reload keep the seller's place. Changing a
 * filter or the search goes back to page 1.
 */
export function useTableParams<F extends string>(filterKeys: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? '';
  const filters = useMemo(() => {
    const out = {} as Record<F, string>;
    for (const key of filterKeys) out[key] = params.get(key) ?? '';
    return out;
  }, [params, filterKeys]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, keepPage = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** The address of another page of this table (for the pagination's links). */
  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [params],
  );

  return { page, q, sort, filters, update, hrefForPage };
}
