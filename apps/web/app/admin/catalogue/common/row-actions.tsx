import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

/** A row's named icon actions: edit (a link to the dialog's URL) and delete (asks first). */
export function RowActions({
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
    <span className="inline-flex justify-end gap-1">
      <Link
        to={editTo}
        preventScrollReset
        aria-label={editLabel}
        title={editLabel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-primary-700"
      >
        <Pencil aria-hidden className="size-4" />
      </Link>
      <button
        type="button"
        onClick={onDelete}
        aria-label={deleteLabel}
        title={deleteLabel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </span>
  );
}
