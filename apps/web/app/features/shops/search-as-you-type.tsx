import { SEARCH_DEBOUNCE_MS } from '@shop/contracts/constants';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

export interface SearchAsYouTypeProps {
  label: string;
  /** the text in the URL now */
  value: string;
  /** called 600 ms after the last keystroke (at once on Enter) with the trimmed text */
  onSearch: (text: string) => void;
  placeholder?: string;
}

/**
 * A search box that searches while the shopper types (storefront spec §2 Shops): the text goes to
 * the URL after a pause, so the list, back/forward and shared links agree. The field follows the
 * URL when it changes from elsewhere.
 */
export function SearchAsYouType({ label, value, onSearch, placeholder }: SearchAsYouTypeProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) latest.current(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <search className="w-full sm:max-w-sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          latest.current(text.trim());
        }}
        className="relative"
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(event) => schedule(event.target.value)}
          className="h-11 w-full rounded-full border border-slate-300 bg-white ps-9 pe-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
        />
      </form>
    </search>
  );
}
