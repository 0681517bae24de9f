import type { SellerProductRow } from '@shop/contracts/seller/products';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useDuplicateProduct } from '../../api.ts';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50';

/** Edit, duplicate (then open the copy) and delete (asks first) for one row. */
export function RowActions({
  row,
  onDelete,
}: {
  row: SellerProductRow;
  onDelete: (row: SellerProductRow) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateProduct();
  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        to={`/seller/products/${row.id}`}
        aria-label={t('products.list.editNamed', { name: row.name })}
        className={iconButton}
      >
        <Pencil aria-hidden className="size-4" />
      </Link>
      <button
        type="button"
        className={iconButton}
        disabled={duplicate.isPending}
        aria-label={t('products.list.duplicateNamed', { name: row.name })}
        onClick={async () => {
          try {
            const copy = await duplicate.mutateAsync(row.id);
            notify.success(copy.message || t('products.duplicated'));
            navigate(`/seller/products/${copy.data.id}`);
          } catch (error) {
            notify.error(error instanceof Error ? error.message : t('products.form.failed'));
          }
        }}
      >
        <Copy aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-600 hover:bg-red-50 hover:text-red-700`}
        aria-label={t('products.list.deleteNamed', { name: row.name })}
        onClick={() => onDelete(row)}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}
