import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { notify } from '../../common/notify.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { SellerApiError } from '../../lib/seller-api.ts';
import { couponQuery, useCouponBanner, useUpdateCoupon } from '../api.ts';
import { CouponBannerPanel } from '../common/banner-panel.tsx';
import { CouponForm } from '../common/coupon-form.tsx';
import { CouponStatusBadge } from '../common/coupon-labels.tsx';

/** /seller/coupons/:id: a coupon's form, with its uses so far; the banner changes at once. */
export default function CouponEditRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const coupon = useQuery({ ...couponQuery(id), enabled: id > 0 });
  const update = useUpdateCoupon(id);
  const banner = useCouponBanner();
  const back = (
    <Link to="/seller/coupons" className="text-primary-600 hover:underline">
      {t('coupons.backToList')}
    </Link>
  );

  if (id === 0 || (coupon.error instanceof SellerApiError && coupon.error.status === 404)) {
    return <PageHeader title={t('coupons.notFound')} description={back} />;
  }
  if (coupon.isError) {
    return (
      <>
        <PageHeader title={t('coupons.editTitle')} description={back} />
        <LoadError message={coupon.error.message} onRetry={() => coupon.refetch()} />
      </>
    );
  }
  if (coupon.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const c = coupon.data;
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
}
