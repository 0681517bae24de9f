import { useQuery } from '@tanstack/react-query';
import { CouponList, useCouponListParams } from '../../../console/coupons/coupon-list.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { couponsQuery, useDeleteCoupon } from '../api.ts';

/** /seller/coupons (issue 17 §7): the shop's coupons (console/coupons/coupon-list.tsx). */
export default function CouponListRoute() {
  const { t } = useTranslation();
  const params = useCouponListParams();
  const { page, q, sort, filters } = params;
  const list = useQuery(couponsQuery({ page, q, status: filters.status, sort }));
  return (
    <CouponList
      basePath="/seller/coupons"
      params={params}
      list={list}
      remove={useDeleteCoupon()}
      title={t('coupons.title')}
      subtitle={t('coupons.subtitle')}
      empty={t('coupons.empty')}
    />
  );
}
