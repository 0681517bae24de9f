import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;

/**
 * Free-text tags: typed and added with Enter or a comma (the API creates the tags it does not
 * know), shown as chips with a named remove button.
 */
export function TagsInput({
  value,
  onChange,
  label,
  hint,
  error,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  label: string;
  hint?: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const tags = text
      .split(',')
      .map((tag) => tag.trim().slice(0, MAX_TAG_LENGTH))
      .filter(Boolean);
    const next = [...value];
    for (const tag of tags) {
      if (next.length >= MAX_TAGS) break;
      if (!next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
    }
    onChange(next);
    setDraft('');
  };
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 ps-3 pe-1 text-sm text-slate-800"
            >
              <span className="min-w-0 truncate">{tag}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== tag))}
                aria-label={t('products.tags.remove', { name: tag })}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        maxLength={MAX_TAG_LENGTH * 4}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setDraft(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (draft.trim()) add(draft);
          } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (draft.trim()) add(draft);
        }}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        placeholder={t('products.tags.placeholder')}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
