import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from './dialog.tsx';
import { SelectInputField } from './form-fields.tsx';
import { notify } from './notify.ts';

/** A table row's icon actions: edit (a link to the row's own URL) and delete (asks first). */
export function EditDeleteActions({
  editTo,
  editLabel,
  deleteLabel,
  onDelete,
}: {
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <Link
        to={editTo}
        aria-label={editLabel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Pencil aria-hidden className="size-4" />
      </Link>
      <button
        type="button"
        onClick={onDelete}
        aria-label={deleteLabel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </span>
  );
}

/**
 * A list's state filter and sort (both in the URL through `update`): "all states" is no filter,
 * the default sort `newest` is no `sort` parameter.
 */
export function StateSortFilters({
  state,
  sort,
  update,
}: {
  state: { label: string; placeholder: string; value: string; options: { value: string; label: string }[] };
  sort: { label: string; value: string; options: { value: string; label: string }[] };
  update: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      <SelectInputField
        className="w-full sm:w-44"
        label={state.label}
        hideLabel
        value={state.value}
        placeholder={state.placeholder}
        options={state.options}
        onChange={(event) => update({ status: event.target.value })}
      />
      <SelectInputField
        className="w-full sm:w-48"
        label={sort.label}
        hideLabel
        value={sort.value || 'newest'}
        options={sort.options}
        onChange={(event) => update({ sort: event.target.value === 'newest' ? '' : event.target.value })}
      />
    </>
  );
}

/**
 * Delete with confirmation: `ask(row)` opens the dialog; confirming runs `remove` with the row's
 * id, then a toast (success or the error) and the dialog closes on success.
 */
export function useDeleteWithConfirm<T extends { id: number }>({
  remove,
  labels,
}: {
  remove: UseMutationResult<unknown, Error, number>;
  labels: (row: T | null) => { title: string; description: string; confirm: string; deleted: string };
}) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const words = labels(toDelete);
  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      onOpenChange={(open) => {
        if (!open) setToDelete(null);
      }}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      busy={remove.isPending}
      onConfirm={() => {
        if (!toDelete) return;
        remove.mutate(toDelete.id, {
          onSuccess: () => {
            notify.success(words.deleted);
            setToDelete(null);
          },
          onError: (error) => notify.error(error.message),
        });
      }}
    />
  );
  return { ask: setToDelete, dialog };
}
