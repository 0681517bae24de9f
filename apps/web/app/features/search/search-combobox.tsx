import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useIsMultiVendor } from '../../lib/shop-context.tsx';
import { Image } from '../../ui/image.tsx';
import { type Suggestion, type SuggestionKind, searchHref, suggestionGroups } from './suggestions.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

const GROUP_LABEL_KEYS: Record<SuggestionKind, string> = {
  product: 'products',
  brand: 'brands',
  shop: 'shops',
};

export interface SearchComboboxProps {
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Called after the shopper picks a suggestion or submits (e.g. to close the search popup). */
  onDone?: () => void;
  /** Suggestions drop down over the page (header) or fill the space below (full-page popup). */
  layout?: 'dropdown' | 'page';
  /** Escape on a closed list (the popup closes itself then). */
  onEscape?: () => void;
}

/**
 * The search field as an ARIA combobox with a listbox of product, brand and shop suggestions:
 * arrow keys move through them, Enter opens the highlighted one (or searches the text), Escape
 * closes the list. Submitting goes to `/products?query=`.
 */
export function SearchCombobox({
  inputRef,
  autoFocus,
  onDone,
  layout = 'dropdown',
  onEscape,
}: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const multiVendor = useIsMultiVendor();
  const inputId = useId();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const suggestions = useSearchSuggestions(text, opened);

  const groups = useMemo(
    () => (suggestions.data ? suggestionGroups(suggestions.data, multiVendor) : []),
    [suggestions.data, multiVendor],
  );
  const options = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const expanded = open && (options.length > 0 || suggestions.isFetched);

  function show() {
    setOpen(true);
    setOpened(true);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(href: string) {
    close();
    onDone?.();
    navigate(href);
  }

  function pick(option: Suggestion) {
    setText('');
    go(option.href);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const option = active >= 0 ? options[active] : undefined;
    if (option) pick(option);
    else if (text.trim()) go(searchHref(text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself: moving past either end returns there.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else {
        onEscape?.();
      }
    } else if (event.key === 'Home' || event.key === 'End') {
      // Home/End move the caret in the text, as in any text field.
      setActive(-1);
    }
  }

  let index = -1;
  return (
    <search className="relative block w-full">
      <form
        ref={rootRef}
        action="/products"
        method="get"
        onSubmit={onSubmit}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
        }}
        className="relative w-full"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search_products')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3.5 top-5.5 size-4.5 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="query"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the full-page search popup opens to type in it
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            show();
          }}
          onFocus={show}
          onClick={show}
          onKeyDown={onKeyDown}
          placeholder={t('search_for_products_brands_and_shops')}
          className="h-11 w-full rounded-full border border-slate-200 bg-slate-50 ps-10 pe-16 text-sm text-slate-900 placeholder:text-slate-400 focus:border-primary-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-primary-100 [&::-webkit-search-cancel-button]:hidden"
        />
        <kbd
          aria-hidden
          className="pointer-events-none absolute end-3 top-5.5 hidden -translate-y-1/2 rounded border border-slate-200 bg-white px-1.5 py-0.5 font-sans text-[11px] text-slate-500 md:inline"
        >
          Ctrl K
        </kbd>
        <div
          className={clsx(
            !expanded && 'hidden',
            layout === 'dropdown'
              ? 'absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl'
              : 'mt-4',
          )}
        >
          <div id={listboxId} role="listbox" aria-label={t('search_suggestions')}>
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA listbox pattern)
              <div
                key={group.kind}
                role="group"
                aria-label={t(GROUP_LABEL_KEYS[group.kind])}
                className="py-1"
              >
                <div
                  aria-hidden
                  className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500"
                >
                  {t(GROUP_LABEL_KEYS[group.kind])}
                </div>
                {group.items.map((option) => {
                  index += 1;
                  const optionIndex = index;
                  const selected = optionIndex === active;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                    <div
                      key={`${option.kind}-${option.id}`}
                      id={optionId(optionIndex)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(optionIndex)}
                      onClick={() => pick(option)}
                      className={clsx(
                        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800',
                        selected && 'bg-primary-50 text-primary-700',
                      )}
                    >
                      <Image
                        src={option.image}
                        alt=""
                        width={36}
                        height={36}
                        className={clsx(
                          'size-9 shrink-0 bg-slate-100 object-cover',
                          option.kind === 'product' ? 'rounded-md' : 'rounded-full',
                        )}
                      />
                      <span dir="auto" className="line-clamp-1">
                        {option.label}
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {suggestions.isFetched && options.length === 0 ? (
            <p className="px-3 py-4 text-center text-sm text-slate-500">{t('no_suggestions_found')}</p>
          ) : null}
          {text.trim() ? (
            <button
              type="submit"
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.preventDefault();
                go(searchHref(text));
              }}
              className="mt-1 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm font-medium text-primary-600 hover:bg-primary-50"
            >
              <Search aria-hidden className="size-4" />
              {t('search_for_text', { text: text.trim() })}
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
