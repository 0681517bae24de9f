import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import type { HomeBlockData } from './api.ts';
import { ProductRailSection } from './product-rail.tsx';

/**
 * The flash sale: its campaign's name, a countdown to its end, and its products. Hidden when the
 * flag is off, when there is nothing to sell, and once the countdown reaches zero.
 */
export function FlashSale({ data }: { data: HomeBlockData<'flashSale'> }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const campaign = data.flashSaleCampaign;
  if (data.showHomeFlashSale !== '1' || over || data.flashSaleProducts.length === 0) return null;
  if (campaign && campaign.endDate * 1000 <= Date.now()) return null;
  return (
    <ProductRailSection
      title={campaign?.name || t('flash_sale')}
      products={data.flashSaleProducts}
      viewAllHref={campaign ? `/campaigns/${encodeURIComponent(campaign.slug)}` : '/campaigns'}
      aside={
        campaign ? (
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium text-rose-700">{t('ends_in')}</span>
            <Countdown endsAt={campaign.endDate} onDone={() => setOver(true)} />
          </div>
        ) : null
      }
    />
  );
}
