import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { CouponForm } from '../../../console/coupons/coupon-form.tsx';
import { CouponStatusBadge } from '../../../console/coupons/coupon-labels.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { adminCouponOptions, couponQuery, useUpdateCoupon } from '../api.ts';

/** /admin/coupons/:id: a marketplace coupon's form, with its uses so far. */
export default function MarketplaceCouponEditRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const coupon = useQuery({ ...couponQuery(id), enabled: id > 0 });
  const update = useUpdateCoupon(id);
  const back = (
    <Link to="/admin/coupons" className="text-primary-600 hover:underline">
      {t('coupons.backToList')}
    </Link>
  );
  return (
    <RecordGate
      id={id}
      query={coupon}
      back={back}
      notFoundTitle={t('marketplaceCoupons.notFound')}
      errorTitle={t('coupons.editTitle')}
      skeletons={['h-48', 'h-64']}
    >
      {(c) => (
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
            source={adminCouponOptions}
            key={c.id}
            coupon={c}
            submitLabel={t('common.save')}
            onSave={async (body) => {
              await update.mutateAsync(body);
              notify.success(t('common.saved'));
            }}
          />
        </>
      )}
    </RecordGate>
  );
}
