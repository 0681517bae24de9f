import type { CampaignProductOption, CreateCampaignBody } from '@shop/contracts/seller/campaigns';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney, usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { fieldError } from '../common/form-fields.tsx';
import { ProductSearchResults } from '../common/product-search-results.tsx';
import { useDebounced } from '../common/use-debounced.ts';
import { type CampaignOptionsSource, campaignProductOptionsQuery } from './campaign-options.ts';
import { type CampaignFormState, campaignPrice } from './campaign-values.ts';

type Facts = ReadonlyMap<number, CampaignProductOption>;
type FormControl = Control<CampaignFormState, unknown, CreateCampaignBody>;

/**
 * The campaign's products (issue 17 §7): a search of the shop's products adds one with all its
 * variations at the default discount; each variation's discount can then be changed, with the
 * price it will sell at beside it. "Apply to all" copies the default discount to every row.
 */
export function CampaignProducts({
  source,
  control,
  register,
  errors,
  facts,
  onFacts,
  setDiscounts,
}: {
  source: CampaignOptionsSource;
  control: FormControl;
  register: UseFormRegister<CampaignFormState>;
  errors: FieldErrors<CampaignFormState>;
  facts: Facts;
  onFacts: (product: CampaignProductOption) => void;
  setDiscounts: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const products = useFieldArray({ control, name: 'products' });
  const [type, value] = useWatch({ control, name: ['defaultDiscountType', 'defaultDiscountValue'] });
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const options = useQuery(campaignProductOptionsQuery(source, debounced));
  const chosen = new Set(products.fields.map((p) => p.productId));
  // a long campaign opens folded (each product's rows behind its name); products added here open
  const [foldedAtStart] = useState(() => products.fields.length > 3);
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const listError = fieldError(
    t,
    errors.products?.root ?? (errors.products as { message?: string } | undefined),
  );

  function add(option: CampaignProductOption) {
    onFacts(option);
    setAdded((known) => new Set(known).add(option.id));
    products.append({
      productId: option.id,
      variations: option.variations.map((v) => ({
        variationId: v.variationId,
        discountType: type,
        discountValue: value,
      })),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-700">
          {t('campaigns.addProducts')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('campaigns.searchProducts')}
          aria-describedby={`${id}-search-hint`}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-100 focus:outline-none"
        />
        <p id={`${id}-search-hint`} className="text-xs text-slate-500">
          {t('campaigns.addProductsHint')}
        </p>
        <ProductSearchResults
          options={options}
          chosen={chosen}
          onAdd={add}
          describe={(option) => (
            <>
              <span className="block truncate">{option.name}</span>
              <span className="block text-xs text-slate-500">
                {t('campaigns.variationCount', { count: option.variations.length })}
                {option.isPublished ? '' : ` · ${t('campaigns.unpublished')}`}
              </span>
            </>
          )}
          labels={{
            results: t('campaigns.productResults'),
            empty: t('campaigns.noProductFound'),
            add: t('campaigns.add'),
            added: t('campaigns.added'),
          }}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {t('campaigns.inCampaign', { count: products.fields.length })}
        </h3>
        {products.fields.length > 0 ? (
          <Button variant="outline" size="sm" onClick={setDiscounts}>
            {t('campaigns.applyDefault')}
          </Button>
        ) : null}
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      {products.fields.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t('campaigns.noProducts')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {products.fields.map((field, index) => (
            <ProductRows
              key={field.id}
              index={index}
              product={facts.get(field.productId)}
              control={control}
              register={register}
              errors={errors}
              defaultOpen={!foldedAtStart || added.has(field.productId)}
              onRemove={() => products.remove(index)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductRows({
  index,
  product,
  control,
  register,
  errors,
  defaultOpen,
  onRemove,
}: {
  index: number;
  product: CampaignProductOption | undefined;
  control: FormControl;
  register: UseFormRegister<CampaignFormState>;
  errors: FieldErrors<CampaignFormState>;
  defaultOpen: boolean;
  onRemove: () => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const config = usePageConfig();
  const decimals = config.currency.decimals;
  const step = decimals > 0 ? String(1 / 10 ** decimals) : '1';
  const variations = useFieldArray({ control, name: `products.${index}.variations` });
  const rows = useWatch({ control, name: `products.${index}.variations` });
  const name = product?.name ?? t('campaigns.productNumber', { id: index + 1 });
  const productErrors = errors.products?.[index];
  const variationsError = fieldError(
    t,
    productErrors?.variations?.root ?? (productErrors?.variations as { message?: string } | undefined),
  );
  // a product with a refused discount shows its rows whatever the fold
  const shown = open || productErrors !== undefined;

  return (
    <li className="rounded-xl border border-slate-200">
      <div className="flex items-center gap-3 border-b border-slate-200 p-3">
        <Image
          src={product?.thumbnail}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-lg object-cover"
        />
        <h4 className="min-w-0 flex-1 text-sm">
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={() => setOpen(!shown)}
            className="flex w-full min-w-0 items-center gap-2 rounded text-start"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">{name}</span>
              <span className="block text-xs text-slate-600">
                {t('campaigns.variationCount', { count: variations.fields.length })}
              </span>
            </span>
            <ChevronDown
              aria-hidden
              className={`size-4 shrink-0 text-slate-500 ${shown ? 'rotate-180' : ''}`}
            />
          </button>
        </h4>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('campaigns.removeProduct', { name })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      {variationsError ? (
        <p role="alert" className="px-3 pt-2 text-sm text-red-600">
          {variationsError}
        </p>
      ) : null}
      <ul id={listId} hidden={!shown} className="divide-y divide-slate-100">
        {variations.fields.map((field, vIndex) => {
          const facts = product?.variations.find((v) => v.variationId === field.variationId);
          const row = rows?.[vIndex];
          const label = facts ? facts.label || facts.sku : `#${field.variationId}`;
          const error = fieldError(t, productErrors?.variations?.[vIndex]?.discountValue);
          const sells =
            facts && row ? campaignPrice(facts.price, row.discountType, row.discountValue, decimals) : null;
          const typeId = `campaign-${index}-${vIndex}-type`;
          const valueId = `campaign-${index}-${vIndex}-value`;
          return (
            <li
              key={field.id}
              className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_8rem_auto] sm:items-start"
            >
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-slate-900">{label}</p>
                <p className="text-xs text-slate-500">
                  {facts
                    ? t('campaigns.skuPrice', { sku: facts.sku, price: formatMoney(facts.price) })
                    : null}
                </p>
                <p className="text-xs text-emerald-700" aria-live="polite">
                  {sells !== null ? t('campaigns.sellsAt', { price: formatMoney(sells) }) : null}
                </p>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={typeId} className="sr-only">
                  {t('campaigns.discountTypeOf', { name: label })}
                </label>
                <select
                  id={typeId}
                  className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
                  {...register(`products.${index}.variations.${vIndex}.discountType`)}
                >
                  <option value="percentage">{t('campaigns.typePercentage')}</option>
                  <option value="amount">
                    {t('campaigns.typeAmount', { symbol: config.currency.symbol })}
                  </option>
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={valueId} className="sr-only">
                  {t('campaigns.discountOf', { name: label })}
                </label>
                <input
                  id={valueId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={row?.discountType === 'amount' ? step : '0.01'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${valueId}-error` : undefined}
                  className={`h-10 w-full rounded-lg border bg-white px-3 text-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
                  {...register(`products.${index}.variations.${vIndex}.discountValue`)}
                />
                {error ? (
                  <p id={`${valueId}-error`} className="text-xs text-red-600">
                    {error}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                disabled={variations.fields.length === 1}
                onClick={() => variations.remove(vIndex)}
                aria-label={t('campaigns.removeVariation', { name: label })}
                className="inline-flex size-10 items-center justify-center justify-self-end rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
