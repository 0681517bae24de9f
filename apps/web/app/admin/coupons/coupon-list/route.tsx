import { useQuery } from '@tanstack/react-query';
import { CouponList, useCouponListParams } from '../../../console/coupons/coupon-list.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { couponsQuery, useDeleteCoupon } from '../api.ts';

/** /admin/coupons (issue 18 §7): the marketplace's coupons (console/coupons/coupon-list.tsx), audited by the API. */
export default function MarketplaceCouponListRoute() {
  const { t } = useTranslation();
  const params = useCouponListParams();
  const { page, q, sort, filters } = params;
  const list = useQuery(couponsQuery({ page, q, status: filters.status, sort }));
  return (
    <CouponList
      basePath="/admin/coupons"
      params={params}
      list={list}
      remove={useDeleteCoupon()}
      title={t('marketplaceCoupons.title')}
      subtitle={t('marketplaceCoupons.subtitle')}
      empty={t('marketplaceCoupons.empty')}
    />
  );
}
