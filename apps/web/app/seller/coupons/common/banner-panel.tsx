import { ImageField } from '../../../console/common/image-field.tsx';
import { Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The coupon's banner on the storefront's coupon pages: choose, replace or remove it. */
export function CouponBannerPanel({
  url,
  busy,
  onPick,
  onRemove,
}: {
  url: string;
  busy?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('coupons.banner')}>
      <ImageField
        label={t('coupons.bannerLabel')}
        hint={t('coupons.bannerHint')}
        url={url}
        busy={busy}
        onPick={onPick}
        onRemove={onRemove}
        texts={{
          choose: t('coupons.bannerChoose'),
          remove: t('coupons.bannerRemove'),
          invalid: t('coupons.bannerInvalid'),
          none: t('coupons.bannerNone'),
        }}
      />
    </Panel>
  );
}
