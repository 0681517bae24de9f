import type { AdminHome, PickedProduct } from '@shop/contracts/admin/content';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CategoryTreePicker } from '../../../console/common/category-tree-picker.tsx';
import { InputField } from '../../../console/common/form-fields.tsx';
import { ImageField } from '../../../console/common/image-field.tsx';
import { notify } from '../../../console/common/notify.ts';
import { Panel } from '../../../console/common/page-header.tsx';
import { ProductSearchResults } from '../../../console/common/product-search-results.tsx';
import { useDebounced } from '../../../console/common/use-debounced.ts';
import { ConsoleApiError } from '../../../console/lib/console-api.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { Image } from '../../../ui/image.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { categoryOptionsQuery, productOptionsQuery, useSaveFeatured, useUploadPicture } from '../api.ts';
import { MoveButtons, moved } from '../common/move-buttons.tsx';

/** The featured categories (the tree picker) and products (search and add), each in order. */
export function FeaturedPanel({ home }: { home: AdminHome }) {
  const { t } = useTranslation();
  const id = useId();
  const [categoryIds, setCategoryIds] = useState(home.featuredCategories.map((c) => c.id));
  const [products, setProducts] = useState<PickedProduct[]>(home.featuredProducts);
  const [banner, setBanner] = useState(home.featuredProductBanner);
  const [link, setLink] = useState(home.featuredProductLink);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    setCategoryIds(home.featuredCategories.map((c) => c.id));
    setProducts(home.featuredProducts);
    setBanner(home.featuredProductBanner);
    setLink(home.featuredProductLink);
  }, [home]);
  const upload = useUploadPicture();
  const tree = useQuery(categoryOptionsQuery());
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const options = useQuery({
    ...productOptionsQuery(debounced),
    select: (list: PickedProduct[]) => list.map((p) => ({ ...p, thumbnail: p.thumbnailImg })),
  });
  const save = useSaveFeatured();
  const chosen = new Set(products.map((p) => p.id));

  return (
    <Panel title={t('storefront.featuredTitle')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <CategoryTreePicker
          tree={tree.data ?? []}
          value={categoryIds}
          onChange={setCategoryIds}
          hint={t('storefront.featuredCategoriesHint')}
          error={errors.categoryIds?.[0]}
          placeholder={
            tree.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : tree.isError ? (
              <LoadError message={tree.error.message} onRetry={() => tree.refetch()} />
            ) : undefined
          }
          labels={{
            legend: t('storefront.featuredCategories'),
            filter: t('storefront.filterCategories'),
            noMatch: t('storefront.noCategoryMatch'),
            chosen: t('storefront.chosenCategories'),
            remove: (name) => t('storefront.removeItem', { name }),
            expand: (name) => t('storefront.expand', { name }),
            collapse: (name) => t('storefront.collapse', { name }),
          }}
        />
        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
          <legend className="text-sm font-medium text-slate-700">{t('storefront.featuredProducts')}</legend>
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t('storefront.featuredProductsHint')}
          </p>
          {products.length > 0 ? (
            <ol aria-label={t('storefront.chosenProducts')} className="flex flex-col gap-1">
              {products.map((product, index) => (
                <li
                  key={product.id}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 p-1.5 text-sm"
                >
                  <Image
                    src={product.thumbnailImg}
                    alt=""
                    width={32}
                    height={32}
                    className="size-8 rounded object-cover"
                  />
                  <span dir="auto" className="min-w-0 flex-1 truncate">
                    {product.name}
                  </span>
                  <MoveButtons
                    name={product.name}
                    index={index}
                    count={products.length}
                    moveId={`product-${product.id}`}
                    onMove={(by) => setProducts(moved(products, index, by))}
                  />
                  <button
                    type="button"
                    onClick={() => setProducts(products.filter((p) => p.id !== product.id))}
                    aria-label={t('storefront.removeItem', { name: product.name })}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('storefront.searchProducts')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('storefront.searchProducts')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
          />
          <ProductSearchResults
            options={options}
            chosen={chosen}
            onAdd={(option) =>
              setProducts([
                ...products,
                { id: option.id, name: option.name, thumbnailImg: option.thumbnailImg },
              ])
            }
            describe={(option) => <span dir="auto">{option.name}</span>}
            labels={{
              results: t('storefront.productResults'),
              empty: t('storefront.noProducts'),
              add: t('storefront.add'),
              added: t('storefront.added'),
            }}
          />
          {errors.productIds?.[0] ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.productIds[0]}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div>
          <ImageField
            label={t('storefront.featuredBanner')}
            hint={t('storefront.featuredBannerHint')}
            url={banner}
            busy={upload.isPending}
            frame="aspect-[5/7] max-w-48"
            texts={{
              choose: t('storefront.choosePicture'),
              remove: t('storefront.removePicture'),
              invalid: t('storefront.pictureInvalid'),
              none: t('storefront.noPicture'),
            }}
            onPick={(file) =>
              upload.mutate(file, {
                onSuccess: ({ url }) => setBanner(url),
                onError: (error) => notify.error(error.message),
              })
            }
            onRemove={() => setBanner('')}
          />
          {errors.productBanner?.[0] ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.productBanner[0]}
            </p>
          ) : null}
        </div>
        <InputField
          label={t('storefront.featuredLink')}
          hint={t('storefront.linkHint')}
          dir="ltr"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          error={errors.productLink?.[0]}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button
          disabled={save.isPending || upload.isPending}
          onClick={() => {
            setErrors({});
            save.mutate(
              {
                categoryIds,
                productIds: products.map((p) => p.id),
                productBanner: banner,
                productLink: link.trim(),
              },
              {
                onSuccess: () => notify.success(t('storefront.featuredSaved')),
                onError: (error) => {
                  if (error instanceof ConsoleApiError && error.errors) setErrors(error.errors);
                  notify.error(error.message);
                },
              },
            );
          }}
        >
          {save.isPending ? t('common.saving') : t('storefront.saveFeatured')}
        </Button>
      </div>
    </Panel>
  );
}
