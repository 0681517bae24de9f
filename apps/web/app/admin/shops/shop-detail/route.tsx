import type { AdminShopDetail } from '@shop/contracts/admin/shops';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../console/common/dialog.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { ReasonDialog } from '../../../console/common/reason-dialog.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { SHOP_STATUS_TONE, shopDetailQuery, useShopAction, useShopCommission } from '../api.ts';
import { CommissionForm } from '../common/commission-form.tsx';

/**
 * /admin/shops/:id (issue 18 §2): a shop's profile, its owner's contact, bank details (operator
 * only), figures, status with the operator's reason, the actions its status allows (approve,
 * reject, suspend, reinstate) and its commission rate.
 */
export default function ShopDetailRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useQuery(shopDetailQuery(id));
  const back = (
    <Link to="/admin/shops" className="inline-flex items-center gap-1 text-primary-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('shops.backToList')}
    </Link>
  );
  return (
    <RecordGate
      id={id}
      query={query}
      back={back}
      notFoundTitle={t('shops.notFound')}
      errorTitle={t('shops.loadFailed')}
      skeletons={['h-24', 'h-48', 'h-40']}
    >
      {(shop) => <ShopPage shop={shop} back={back} />}
    </RecordGate>
  );
}

type Dialog = 'approve' | 'reinstate' | 'reject' | 'suspend' | null;

function ShopPage({ shop, back }: { shop: AdminShopDetail; back: ReactNode }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const action = useShopAction(shop.id);
  const commission = useShopCommission(shop.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), { dateStyle: 'medium' });
  const done = (message: string) => {
    notify.success(message);
    setDialog(null);
  };
  const canApprove = shop.status === 'pending' || shop.status === 'rejected';
  const canReject = !shop.isPlatformShop && (shop.status === 'pending' || shop.status === 'approved');
  const canSuspend = !shop.isPlatformShop && shop.status === 'approved';
  const canReinstate = shop.status === 'suspended';

  return (
    <>
      <PageHeader
        title={shop.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StateBadge tone={SHOP_STATUS_TONE[shop.status]} label={t(`shops.statusName.${shop.status}`)} />
            <span dir="ltr">{shop.slug}</span>
            {back}
          </span>
        }
        actions={
          <>
            {canApprove ? <Button onClick={() => setDialog('approve')}>{t('shops.approve')}</Button> : null}
            {canReinstate ? (
              <Button onClick={() => setDialog('reinstate')}>{t('shops.reinstate')}</Button>
            ) : null}
            {canSuspend ? (
              <Button variant="outline" onClick={() => setDialog('suspend')}>
                {t('shops.suspend')}
              </Button>
            ) : null}
            {canReject ? (
              <Button variant="outline" onClick={() => setDialog('reject')}>
                {t('shops.reject')}
              </Button>
            ) : null}
          </>
        }
      />
      {shop.statusReason ? (
        <p
          role="note"
          className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <strong className="font-semibold">{t(`shops.reasonTitle.${shop.status}`)}</strong>{' '}
          <span dir="auto">{shop.statusReason}</span>
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('shops.figures')}>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Figure label={t('shops.orders')} value={shop.stats.orders} />
            <Figure label={t('shops.sales')} value={formatMoney(shop.stats.sales)} />
            <Figure label={t('shops.commissionTaken')} value={formatMoney(shop.stats.commission)} />
            <Figure label={t('shops.balance')} value={formatMoney(shop.balance)} />
            <Figure label={t('shops.pendingPayouts')} value={formatMoney(shop.stats.pendingPayouts)} />
            <Figure label={t('shops.paidOut')} value={formatMoney(shop.stats.paidOut)} />
            <Figure label={t('shops.products')} value={shop.products} />
            <Figure
              label={t('shops.rating')}
              value={
                shop.stats.rating.total === 0
                  ? '–'
                  : `${shop.stats.rating.average.toFixed(2)} (${shop.stats.rating.total})`
              }
            />
          </dl>
          <Link
            to={`/admin/payouts?shop=${shop.id}`}
            className="mt-4 inline-block text-sm font-medium text-primary-700 hover:underline"
          >
            {t('shops.seePayouts')}
          </Link>
        </Panel>

        <Panel title={t('shops.commission')}>
          <CommissionForm
            rate={shop.commissionRate}
            label={t('shops.commissionRate')}
            hint={t('shops.commissionHint')}
            mutation={commission}
          />
        </Panel>

        <Panel title={t('shops.profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Row label={t('shops.tagline')} value={shop.tagline} />
            <Row label={t('shops.description')} value={shop.description} />
            <Row label={t('shops.address')} value={shop.address} />
            <Row label={t('shops.contactPhone')} value={shop.contactPhone} ltr />
            <Row label={t('shops.contactEmail')} value={shop.contactEmail} ltr />
            <Row label={t('shops.created')} value={date.format(new Date(shop.createdAt))} />
          </dl>
          {shop.status === 'approved' ? (
            <a
              href={`/shops/${shop.slug}`}
              target="_blank"
              rel="noreferrer"
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('shops.viewOnStorefront')}
            </a>
          ) : null}
        </Panel>

        <Panel title={t('shops.ownerAndBank')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Row label={t('shops.ownerName')} value={shop.owner?.name ?? null} />
            <Row label={t('shops.ownerPhone')} value={shop.owner?.phone ?? null} ltr />
            <Row label={t('shops.ownerEmail')} value={shop.owner?.email ?? null} ltr />
            <Row label={t('shops.bankName')} value={shop.bank.name} />
            <Row label={t('shops.bankAccountName')} value={shop.bank.accountName} />
            <Row label={t('shops.bankAccountNumber')} value={shop.bank.accountNumber} ltr />
            <Row label={t('shops.bankRoutingNumber')} value={shop.bank.routingNumber} ltr />
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t('shops.bankPrivate')}</p>
        </Panel>
      </div>

      <Modal
        open={dialog === 'approve' || dialog === 'reinstate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={
          dialog === 'reinstate'
            ? t('shops.reinstateTitle', { name: shop.name })
            : t('shops.approveTitle', { name: shop.name })
        }
        description={dialog === 'reinstate' ? t('shops.reinstateText') : t('shops.approveText')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: dialog === 'reinstate' ? 'reinstate' : 'approve' },
                  { onSuccess: ({ message }) => done(message), onError: (e) => notify.error(e.message) },
                )
              }
            >
              {dialog === 'reinstate' ? t('shops.reinstate') : t('shops.approve')}
            </Button>
          </>
        }
      />
      {(['reject', 'suspend'] as const).map((kind) => (
        <ReasonDialog
          key={kind}
          open={dialog === kind}
          onOpenChange={(open) => !open && setDialog(null)}
          title={t(`shops.${kind}Title`, { name: shop.name })}
          description={t(`shops.${kind}Text`)}
          label={t('shops.reason')}
          hint={t('shops.reasonHint')}
          submitLabel={t(`shops.${kind}`)}
          busy={action.isPending}
          onSubmit={(body, setError) =>
            action.mutate(
              { kind, reason: body.reason },
              { onSuccess: ({ message }) => done(message), onError: (e) => showFailure(e, setError, t) },
            )
          }
        />
      ))}
    </>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Row({ label, value, ltr }: { label: string; value: string | null; ltr?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd dir={ltr ? 'ltr' : 'auto'} className="min-w-0 break-words text-start">
        {value || <span className="text-slate-500">{t('shops.notGiven')}</span>}
      </dd>
    </>
  );
}
