import { SEARCH_DEBOUNCE_MS } from '@shop/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/shop-context.tsx';
import { getSearchSuggestions, searchKeys } from './api.ts';

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Suggestions for the search text: nothing is fetched until the box is first opened
 * (storefront spec §2 "suggestions load on first open"); after that the text is sent 600 ms after
 * the last keystroke. Earlier answers stay visible while the next one loads.
 */
export function useSearchSuggestions(text: string, opened: boolean) {
  const api = useApi();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: searchKeys.suggestions(term),
    queryFn: async ({ signal }) => {
      const result = await getSearchSuggestions(api, term, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: opened,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
