import type { Banner } from '@shop/contracts/home';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { Image } from '../../ui/image.tsx';
import { BannerLink } from './banner-link.tsx';
import { BannerText, hasCopy } from './banner-text.tsx';

/** Autoplay interval of the banner slider. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The home banner slider (its text over each picture): one banner per view, looping, advancing every 5 s except while the
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
          label={hasCopy(banner) ? undefined : t('offer_number', { number: index + 1 })}
          className="relative block overflow-hidden rounded-2xl bg-slate-100"
        >
          <Image
            src={banner.image}
            alt=""
            width={1280}
            height={440}
            sizes="(min-width: 1280px) 1248px, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            // taller than the picture on phones, its art (at the end side) kept in view; mirrored in
            // right-to-left pages, where the text starts on the right
            className="aspect-[16/9] h-auto w-full object-cover object-right rtl:-scale-x-100 sm:aspect-[32/11]"
          />
          <BannerText copy={banner} layout="hero" />
        </BannerLink>
      ))}
    </Carousel>
  );
}
