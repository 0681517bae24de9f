import type { Banner } from '@shop/contracts/home';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { Image } from '../../ui/image.tsx';
import { BannerLink } from './banner-link.tsx';

/** Autoplay interval of the banner slider. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The home banner slider: one banner per view, looping, advancing every 5 s except while the
 * pointer or keyboard focus is on it. The first banner is the page's largest image: eager, high
 * priority.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Carousel label={t('featured_offers')} slideSize="single" loop autoplayMs={BANNER_AUTOPLAY_MS}>
      {banners.map((banner, index) => (
        <BannerLink
          // biome-ignore lint/suspicious/noArrayIndexKey: the same banner may be configured twice; the list never reorders
          key={`${banner.image}-${index}`}
          url={banner.url}
          label={t('offer_number', { number: index + 1 })}
          className="block overflow-hidden rounded-2xl bg-slate-100"
        >
          <Image
            src={banner.image}
            alt=""
            width={1280}
            height={440}
            sizes="(min-width: 1280px) 1248px, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="aspect-[16/7] h-auto w-full object-cover sm:aspect-[32/11]"
          />
        </BannerLink>
      ))}
    </Carousel>
  );
}
