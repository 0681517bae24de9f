import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { Image } from '../../ui/image.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type Campaign, campaignPath } from './api.ts';

/** A campaign: picture, name, shop, and "This Deal Ends In" with its countdown. */
export function CampaignCard({ campaign, priority = false }: { campaign: Campaign; priority?: boolean }) {
  const { t } = useTranslation();
  const [ended, setEnded] = useState(false);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow hover:shadow-lg">
      <Image
        src={campaign.banner || campaign.thumbnailImage}
        alt=""
        width={800}
        height={400}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            to={campaignPath(campaign.slug)}
            className="after:absolute after:inset-0 hover:text-primary-600 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-primary-500"
          >
            {campaign.name}
          </Link>
        </h3>
        {campaign.kind === 'seller' ? <p className="text-sm text-slate-500">{campaign.shop.name}</p> : null}
        {campaign.shortDescription ? (
          <p dir="auto" className="line-clamp-2 text-sm text-slate-600">
            {campaign.shortDescription}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          {ended ? (
            <p className="text-sm font-medium text-slate-500">{t('this_deal_has_ended')}</p>
          ) : (
            <>
              <p className="mb-2 text-sm font-semibold text-rose-600">{t('this_deal_ends_in')}</p>
              <Countdown endsAt={campaign.endDate} onDone={() => setEnded(true)} />
            </>
          )}
        </div>
      </div>
    </article>
  );
}

export function CampaignCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
