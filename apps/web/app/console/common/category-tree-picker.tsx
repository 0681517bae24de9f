import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';

/** A category with its subcategories (the storefront's `CategoryShort` is one). */
export interface CategoryNode {
  id: number;
  name: string;
  children_categories: readonly CategoryNode[];
}

/** Each screen's own words for the picker (its translation keys, already translated). */
export interface CategoryTreePickerLabels {
  legend: string;
  filter: string;
  noMatch: string;
  chosen: string;
  remove: (name: string) => string;
  expand: (name: string) => string;
  collapse: (name: string) => string;
}

/** Every category of the tree with its path ("Fashion › T-shirts"), depth first. */
export function flattenCategories(
  tree: readonly CategoryNode[],
  trail: readonly string[] = [],
): { id: number; name: string; path: string; depth: number }[] {
  return tree.flatMap((node) => [
    { id: node.id, name: node.name, path: [...trail, node.name].join(' › '), depth: trail.length },
    ...flattenCategories(node.children_categories, [...trail, node.name]),
  ]);
}

/**
 * The category tree picker (issue 17 §2): every category with a checkbox, branches opened and
 * closed with their disclosure buttons, a filter that shows the matching categories with their
 * path, and the chosen ones as removable chips. Native checkboxes and buttons: the keyboard works
 * as everywhere (Tab, Space, Enter).
 */
export function CategoryTreePicker({
  tree,
  value,
  onChange,
  labels,
  hint,
  placeholder,
  error,
}: {
  tree: readonly CategoryNode[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  labels: CategoryTreePickerLabels;
  /** A line under the legend. */
  hint?: string;
  /** Shown in the list's place while the tree is not there (loading, or its error). */
  placeholder?: ReactNode;
  error?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const flat = useMemo(() => flattenCategories(tree), [tree]);
  const chosen = new Set(value);
  const toggle = (categoryId: number) =>
    onChange(chosen.has(categoryId) ? value.filter((v) => v !== categoryId) : [...value, categoryId]);
  const matches = filter.trim()
    ? flat.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase())).slice(0, 50)
    : null;

  const checkbox = (categoryId: number, text: string) => (
    <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-1.5 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={chosen.has(categoryId)}
        onChange={() => toggle(categoryId)}
        className="size-4 shrink-0 rounded border-slate-300 accent-primary-500"
      />
      <span className="min-w-0 break-words">{text}</span>
    </label>
  );

  const branch = (nodes: readonly CategoryNode[], depth: number) => (
    <ul className={depth === 0 ? 'flex flex-col' : 'ms-6 flex flex-col border-s border-slate-100 ps-2'}>
      {nodes.map((node) => {
        const hasChildren = node.children_categories.length > 0;
        const isOpen = open.has(node.id);
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1">
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-label={isOpen ? labels.collapse(node.name) : labels.expand(node.name)}
                  onClick={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (next.has(node.id)) next.delete(node.id);
                      else next.add(node.id);
                      return next;
                    })
                  }
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100"
                >
                  {isOpen ? (
                    <ChevronDown aria-hidden className="size-4" />
                  ) : (
                    <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
                  )}
                </button>
              ) : (
                <span aria-hidden className="size-7 shrink-0" />
              )}
              {checkbox(node.id, node.name)}
            </div>
            {hasChildren && isOpen ? branch(node.children_categories, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{labels.legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={labels.chosen}>
          {value.map((categoryId) => {
            const category = flat.find((c) => c.id === categoryId);
            const name = category?.path ?? String(categoryId);
            return (
              <li
                key={categoryId}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm text-primary-700"
              >
                <span className="min-w-0 truncate">{name}</span>
                <button
                  type="button"
                  onClick={() => toggle(categoryId)}
                  aria-label={labels.remove(name)}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={`${id}-filter`} className="sr-only">
        {labels.filter}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={labels.filter}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
      />
      <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {placeholder ? (
          placeholder
        ) : matches ? (
          matches.length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-500">{labels.noMatch}</p>
          ) : (
            <ul className="flex flex-col">
              {matches.map((c) => (
                <li key={c.id} className="flex items-center px-1">
                  {checkbox(c.id, c.path)}
                </li>
              ))}
            </ul>
          )
        ) : (
          branch(tree, 0)
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
