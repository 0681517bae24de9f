import type { ShopShort } from '@shop/contracts/catalog';
import { Link } from 'react-router';
import { Image } from '../../ui/image.tsx';
import { Rating } from '../../ui/rating.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { shopPath } from './api.ts';

/** A shop in a grid or carousel: banner strip, logo, name, tagline and rating, linking to its storefront. */
export function ShopCard({ shop, priority = false }: { shop: ShopShort; priority?: boolean }) {
  return (
    <Link
      to={shopPath(shop.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:border-primary-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <Image
        src={shop.banner}
        alt=""
        width={400}
        height={100}
        loading={priority ? 'eager' : 'lazy'}
        className="aspect-[4/1] w-full bg-slate-100 object-cover"
      />
      {/* The banner in its own 4:1 shape, so the shop's name drawn at its start is not cut; the
          logo reaches up into it only a little, under the name drawn in it. */}
      <div className="-mt-5 flex flex-1 flex-col items-center gap-1.5 px-3 pb-4 text-center">
        <Image
          src={shop.logo}
          alt=""
          width={64}
          height={64}
          loading={priority ? 'eager' : 'lazy'}
          className="size-14 rounded-full border-4 border-white bg-white object-cover shadow-sm"
        />
        <h3 dir="auto" className="line-clamp-1 font-semibold text-slate-900 group-hover:text-primary-600">
          {shop.name}
        </h3>
        {shop.tagline ? (
          <p dir="auto" className="line-clamp-2 text-xs text-slate-500">
            {shop.tagline}
          </p>
        ) : null}
        <Rating value={shop.rating.average} count={shop.rating.total} className="mt-auto pt-1" />
      </div>
    </Link>
  );
}

export function ShopCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[4/1] w-full rounded-none" />
      <div className="-mt-5 flex flex-col items-center gap-2 px-3 pb-4">
        <Skeleton className="size-14 rounded-full border-4 border-white" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3 w-32" />
        <Skeleton className="h-3 w-20" />
      </div>
    </div>
  );
}
