import { Link, useNavigate } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { CouponForm } from '../../../console/coupons/coupon-form.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { adminCouponOptions, useCreateCoupon } from '../api.ts';

/** /admin/coupons/new: a marketplace-wide coupon, with the seller center's coupon form. */
export default function MarketplaceCouponCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCoupon();
  return (
    <>
      <PageHeader
        title={t('marketplaceCoupons.newCoupon')}
        description={
          <Link to="/admin/coupons" className="text-primary-600 hover:underline">
            {t('coupons.backToList')}
          </Link>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('marketplaceCoupons.scopeHint')}</p>
      <CouponForm
        source={adminCouponOptions}
        coupon={null}
        submitLabel={t('coupons.create')}
        onSave={async (body) => {
          const coupon = await create.mutateAsync(body);
          notify.success(t('coupons.created', { code: coupon.code }));
          navigate(`/admin/coupons/${coupon.id}`, { replace: true });
        }}
      />
    </>
  );
}
