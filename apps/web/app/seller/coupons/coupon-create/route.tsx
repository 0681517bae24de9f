import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { CouponForm } from '../../../console/coupons/coupon-form.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { sellerCouponOptions, useCouponBanner, useCreateCoupon } from '../api.ts';
import { CouponBannerPanel } from '../common/banner-panel.tsx';

/** /seller/coupons/new: a new coupon; a banner chosen here is uploaded once the coupon exists. */
export default function CouponCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCoupon();
  const banner = useCouponBanner();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  useEffect(() => {
    if (!file) {
      setPreview('');
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <>
      <PageHeader
        title={t('coupons.newCoupon')}
        description={
          <Link to="/seller/coupons" className="text-primary-600 hover:underline">
            {t('coupons.backToList')}
          </Link>
        }
      />
      <CouponForm
        source={sellerCouponOptions}
        coupon={null}
        submitLabel={t('coupons.create')}
        onSave={async (body) => {
          const coupon = await create.mutateAsync(body);
          if (file) {
            try {
              await banner.mutateAsync({ id: coupon.id, file });
            } catch (error) {
              notify.error(error instanceof Error ? error.message : t('coupons.saveFailed'));
            }
          }
          notify.success(t('coupons.created', { code: coupon.code }));
          navigate(`/seller/coupons/${coupon.id}`, { replace: true });
        }}
        extra={
          <CouponBannerPanel
            url={preview}
            busy={create.isPending || banner.isPending}
            onPick={setFile}
            onRemove={() => setFile(null)}
          />
        }
      />
    </>
  );
}
