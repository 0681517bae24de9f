import type { AdminBrand } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { brandsQuery, useDeleteBrand } from '../api.ts';
import { productsColumn, stateColumn, VocabularyScreen } from '../common/list-screen.tsx';
import { BrandDialog } from './components/brand-dialog.tsx';

/**
 * /admin/catalogue/brands (issue 18 §3): brands by name with search and pages; a dialog with its
 * own URL creates or edits one (name, slug, shown, translations, logo). A brand that products
 * carry cannot be deleted: the API says how many.
 */
export default function BrandListRoute() {
  const { t } = useTranslation();
  const { page, q } = useTableParams();
  const list = useQuery(brandsQuery({ page, search: q }));
  // a brand just created may sort onto another page: the dialog keeps it
  const [created, setCreated] = useState<AdminBrand | null>(null);
  return (
    <VocabularyScreen<AdminBrand>
      texts={{
        description: t('catalogue.brandsSubtitle'),
        add: t('catalogue.addBrand'),
        search: t('catalogue.searchBrands'),
        table: t('catalogue.brandsTable'),
        empty: t('catalogue.noBrands'),
      }}
      columns={[
        {
          key: 'name',
          header: t('catalogue.name'),
          cell: (b) => (
            <div className="flex min-w-0 items-center gap-3">
              {b.thumbnailImage ? (
                <img
                  src={b.thumbnailImage}
                  alt=""
                  width={36}
                  height={36}
                  className="size-9 shrink-0 rounded object-contain"
                />
              ) : (
                <span aria-hidden className="size-9 shrink-0 rounded bg-slate-100" />
              )}
              <div className="min-w-0">
                <p dir="auto" className="font-medium break-words text-slate-900">
                  {b.name}
                </p>
                <p dir="ltr" className="text-start text-xs text-slate-500">
                  /{b.slug}
                </p>
              </div>
            </div>
          ),
        },
        productsColumn(t),
        stateColumn(t),
      ]}
      list={list}
      rows={list.data?.data}
      meta={list.data?.meta}
      remove={useDeleteBrand()}
      dialog={({ open, edit, rows, close, update }) => (
        <BrandDialog
          open={open}
          brand={
            edit === 'new'
              ? 'new'
              : (rows?.find((b) => String(b.id) === edit) ??
                (created && String(created.id) === edit ? created : null))
          }
          onClose={close}
          onCreated={(b) => {
            setCreated(b);
            update({ edit: String(b.id) }, true);
          }}
        />
      )}
    />
  );
}
