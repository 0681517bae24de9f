import { MAX_SECTION_PRODUCTS, type SectionProduct } from '@shop/contracts/seller/shop';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '../../../../console/common/dialog.tsx';
import { PrevNext } from '../../../../console/common/prev-next.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../../lib/shop-context.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Image } from '../../../../ui/image.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { pickableProductsQuery } from '../../api.ts';

/**
 * Chooses the shop's own products for a product section: a search over its products and a
 * checkbox per product (a section lists at most 30). Chosen products are added at the end.
 */
export function ProductPicker({
  open,
  onOpenChange,
  chosen,
  onToggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosen: readonly number[];
  onToggle: (product: SectionProduct, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('shop.pickProducts')}
      description={t('shop.pickProductsHint', { max: MAX_SECTION_PRODUCTS })}
      footer={<Button onClick={() => onOpenChange(false)}>{t('shop.done')}</Button>}
    >
      {open ? <PickerList chosen={chosen} onToggle={onToggle} /> : null}
    </Modal>
  );
}

function PickerList({
  chosen,
  onToggle,
}: {
  chosen: readonly number[];
  onToggle: (product: SectionProduct, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const id = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery(pickableProductsQuery(search, page));
  const selected = new Set(chosen);
  const full = chosen.length >= MAX_SECTION_PRODUCTS;
  const data = products.data;

  return (
    <div className="flex flex-col gap-3">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
          setPage(1);
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('shop.searchProducts')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={search}
          placeholder={t('shop.searchProducts')}
          className="h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
        />
      </form>
      <p className="text-xs text-slate-500" aria-live="polite">
        {t('shop.productsChosen', { count: chosen.length, max: MAX_SECTION_PRODUCTS })}
      </p>
      {products.isPending ? (
        <div className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : products.isError ? (
        <LoadError message={products.error.message} onRetry={() => products.refetch()} />
      ) : data && data.data.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('shop.noProducts')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data?.data.map((product) => {
            const inputId = `${id}-p-${product.id}`;
            const on = selected.has(product.id);
            return (
              <li key={product.id} className="flex items-center gap-3 py-2">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={on}
                  disabled={!on && full}
                  onChange={(event) => onToggle(product, event.target.checked)}
                  className="size-4 shrink-0 rounded border-slate-300 accent-primary-500"
                />
                <Image
                  src={product.thumbnail}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded border border-slate-200 object-cover"
                />
                <label htmlFor={inputId} className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="truncate font-medium text-slate-900">{product.name}</span>
                  <span className="text-xs text-slate-500">
                    {formatMoney(product.price)}
                    {product.isPublished ? '' : ` · ${t('shop.notPublished')}`}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {data ? (
        <PrevNext
          page={page}
          lastPage={data.meta.last_page}
          onPage={setPage}
          pageOf={t('shop.pageOf', { page, last: data.meta.last_page })}
        />
      ) : null}
    </div>
  );
}
