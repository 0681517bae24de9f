import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { Image } from '../../ui/image.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ProductGrid } from '../catalog/index.ts';
import type { CampaignDetails } from './api.ts';

export interface CampaignDetailsViewProps {
  details: CampaignDetails;
  query: string;
  /** v1: banner above the title; v2: the title and countdown over a full-width banner. */
  variant: 'v1' | 'v2';
}

/**
 * A campaign page (storefront spec §2): banner, name, short description, countdown, product search
 * and paginated products.
 */
export function CampaignDetailsView({ details, query, variant }: CampaignDetailsViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const searchId = useId();
  const [ended, setEnded] = useState(false);
  const { campaign, products } = details;
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams();
    if (query) params.set('query', query);
    if (page > 1) params.set('page', String(page));
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };

  const countdown = ended ? (
    <p className="font-medium">{t('this_deal_has_ended')}</p>
  ) : (
    <div>
      <p className={clsx('mb-2 text-sm font-semibold', variant === 'v2' ? 'text-white' : 'text-rose-600')}>
        {t('this_deal_ends_in')}
      </p>
      <Countdown
        endsAt={campaign.endDate}
        onDone={() => setEnded(true)}
        tone={variant === 'v2' ? 'dark' : 'light'}
      />
    </div>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t('home'), to: '/' },
          { label: t('campaigns'), to: '/campaigns' },
          { label: campaign.name },
        ]}
      />
      {variant === 'v1' ? (
        <header className="flex flex-col gap-4">
          <Image
            src={campaign.banner}
            alt=""
            width={1200}
            height={400}
            sizes="(min-width: 1280px) 1248px, 100vw"
            loading="eager"
            fetchPriority="high"
            className="aspect-[3/1] w-full rounded-2xl object-cover"
          />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {campaign.name}
              </h1>
              {campaign.shortDescription ? (
                <p className="mt-2 text-slate-600">{campaign.shortDescription}</p>
              ) : null}
            </div>
            {countdown}
          </div>
        </header>
      ) : (
        <header className="relative overflow-hidden rounded-3xl bg-slate-900">
          <Image
            src={campaign.banner}
            alt=""
            width={1200}
            height={400}
            sizes="(min-width: 1280px) 1248px, 100vw"
            loading="eager"
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover opacity-50"
          />
          <div className="relative flex min-h-64 flex-col justify-end gap-4 p-6 text-white sm:p-10">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{campaign.name}</h1>
            {campaign.shortDescription ? (
              <p className="max-w-2xl opacity-90">{campaign.shortDescription}</p>
            ) : null}
            {countdown}
          </div>
        </header>
      )}

      <Form method="get" action={location.pathname} role="search" className="flex gap-2 sm:max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t('search_products_in_this_campaign')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            name="query"
            key={query}
            defaultValue={query}
            placeholder={t('search_products_in_this_campaign')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
          />
        </div>
        <Button type="submit">{t('search')}</Button>
      </Form>

      <ProductGrid products={products.data} loading={loading} columns={variant === 'v2' ? 5 : 4} />
      {products.data.length > 0 ? <Pagination meta={products.meta} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}
