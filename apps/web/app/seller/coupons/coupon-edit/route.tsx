import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { CouponForm } from '../../../console/coupons/coupon-form.tsx';
import { CouponStatusBadge } from '../../../console/coupons/coupon-labels.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { couponQuery, sellerCouponOptions, useCouponBanner, useUpdateCoupon } from '../api.ts';
import { CouponBannerPanel } from '../common/banner-panel.tsx';

/** /seller/coupons/:id: a coupon's form, with its uses so far; the banner changes at once. */
export default function CouponEditRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const coupon = useQuery({ ...couponQuery(id), enabled: id > 0 });
  const update = useUpdateCoupon(id);
  const banner = useCouponBanner();
  const back = (
    <Link to="/seller/coupons" className="text-primary-600 hover:underline">
      {t('coupons.backToList')}
    </Link>
  );

  return (
    <RecordGate
      id={id}
      query={coupon}
      back={back}
      notFoundTitle={t('coupons.notFound')}
      errorTitle={t('coupons.editTitle')}
      skeletons={['h-48', 'h-64']}
    >
      {(c) => {
        const changeBanner = (file: File | null) =>
          banner.mutate(
            { id: c.id, file },
            {
              onSuccess: () => notify.success(file ? t('coupons.bannerSaved') : t('coupons.bannerRemoved')),
              onError: (error) => notify.error(error.message),
            },
          );
        return (
          <>
            <PageHeader
              title={t('coupons.editTitleCode', { code: c.code })}
              description={
                <span className="flex flex-wrap items-center gap-3">
                  {back}
                  <CouponStatusBadge status={c.status} />
                  <span>{t('coupons.usedTimes', { count: c.usageCount })}</span>
                </span>
              }
            />
            <CouponForm
              source={sellerCouponOptions}
              key={c.id}
              coupon={c}
              submitLabel={t('common.save')}
              onSave={async (body) => {
                await update.mutateAsync(body);
                notify.success(t('common.saved'));
              }}
              extra={
                <CouponBannerPanel
                  url={c.banner}
                  busy={banner.isPending}
                  onPick={(file) => changeBanner(file)}
                  onRemove={() => changeBanner(null)}
                />
              }
            />
          </>
        );
      }}
    </RecordGate>
  );
}
