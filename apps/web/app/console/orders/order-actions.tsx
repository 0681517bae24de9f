import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerOrderDetail,
  type SellerOrderStatusBody,
  sellerOrderStatusBody,
} from '@shop/contracts/seller/orders';
import type { UseMutationResult } from '@tanstack/react-query';
import { Ban, CheckCircle2, FileDown, PackageCheck, Truck, Undo2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Modal } from '../common/dialog.tsx';
import { fieldError, InputField, TextAreaField } from '../common/form-fields.tsx';
import { showFailure } from '../common/form-pieces.tsx';
import { notify } from '../common/notify.ts';

/** The printable documents of an order (the seller center's). */
export type OrderDocument = 'invoice' | 'packing-slip';

/** A console's order writes, each answering the server's message (a failure throws its error). */
export interface OrderActionMutations {
  changeStatus: UseMutationResult<string, Error, SellerOrderStatusBody>;
  /** the seller's: a cash-on-delivery order's money received */
  markPaid?: UseMutationResult<string, Error, void>;
  /** the seller's: corrects a paid cash-on-delivery order back to unpaid (money not collected) */
  markUnpaid?: UseMutationResult<string, Error, void>;
  /** the seller's: saves the invoice or the packing slip */
  download?: (kind: OrderDocument) => Promise<{ ok: boolean; message?: string }>;
}

/** The dialogs of the detail page, each with its own URL (`?dialog=ship`), so back closes it. */
export const ORDER_DIALOGS = ['ship', 'cancel', 'paid', 'unpaid'] as const;
export type OrderDialog = (typeof ORDER_DIALOGS)[number];

export function useOrderDialog() {
  const [params, setParams] = useSearchParams();
  const value = params.get('dialog');
  const open = (ORDER_DIALOGS as readonly string[]).includes(value ?? '') ? (value as OrderDialog) : null;
  const set = (dialog: OrderDialog | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (dialog) next.set('dialog', dialog);
        else next.delete('dialog');
        return next;
      },
      { preventScrollReset: true, replace: dialog === null },
    );
  return [open, set] as const;
}

const NEXT_LABEL = {
  confirmed: 'orders.actionConfirm',
  processing: 'orders.actionProcess',
  shipped: 'orders.actionShip',
  delivered: 'orders.actionDeliver',
  cancelled: 'orders.actionCancel',
} as const;

/**
 * What the console's user can do with the order now: the next step of the delivery path (shipping
 * asks for the tracking number), cancelling with a reason and, where the console offers them
 * (the seller center), marking a cash-on-delivery order paid and the printable documents. Both
 * consoles' moves go through the same server path (`moveOrder`, decision 68).
 */
export function OrderActions({
  order,
  changeStatus,
  markPaid,
  markUnpaid,
  download: downloadDocument,
}: { order: SellerOrderDetail } & OrderActionMutations) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useOrderDialog();
  const [downloading, setDownloading] = useState<OrderDocument | null>(null);
  const { nextStatus, canCancel } = order.actions;
  const canMarkPaid = order.actions.canMarkPaid && markPaid !== undefined;
  const canMarkUnpaid = order.actions.canMarkUnpaid && markUnpaid !== undefined;

  const advance = (status: SellerOrderStatusBody['status']) =>
    changeStatus.mutate(
      { status },
      {
        onSuccess: (message) => notify.success(message || t('orders.statusChanged')),
        onError: (error) => notify.error(error.message),
      },
    );

  const download = async (kind: OrderDocument) => {
    if (!downloadDocument) return;
    setDownloading(kind);
    const result = await downloadDocument(kind);
    setDownloading(null);
    if (!result.ok && result.message) notify.error(result.message);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {nextStatus && nextStatus !== 'cancelled' ? (
        <Button
          disabled={changeStatus.isPending}
          onClick={() => (nextStatus === 'shipped' ? setDialog('ship') : advance(nextStatus))}
        >
          {nextStatus === 'shipped' ? (
            <Truck aria-hidden className="size-4" />
          ) : nextStatus === 'delivered' ? (
            <PackageCheck aria-hidden className="size-4" />
          ) : (
            <CheckCircle2 aria-hidden className="size-4" />
          )}
          {t(NEXT_LABEL[nextStatus])}
        </Button>
      ) : null}
      {canMarkPaid ? (
        <Button variant="outline" onClick={() => setDialog('paid')}>
          <Wallet aria-hidden className="size-4" />
          {t('orders.actionMarkPaid')}
        </Button>
      ) : null}
      {canMarkUnpaid ? (
        <Button variant="outline" onClick={() => setDialog('unpaid')}>
          <Undo2 aria-hidden className="size-4" />
          {t('orders.actionMarkUnpaid')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="outline" className="text-red-700" onClick={() => setDialog('cancel')}>
          <Ban aria-hidden className="size-4" />
          {t('orders.actionCancel')}
        </Button>
      ) : null}
      {downloadDocument ? (
        <>
          <Button variant="ghost" disabled={downloading !== null} onClick={() => download('invoice')}>
            <FileDown aria-hidden className="size-4" />
            {downloading === 'invoice' ? t('orders.downloading') : t('orders.invoice')}
          </Button>
          <Button variant="ghost" disabled={downloading !== null} onClick={() => download('packing-slip')}>
            <FileDown aria-hidden className="size-4" />
            {downloading === 'packing-slip' ? t('orders.downloading') : t('orders.packingSlip')}
          </Button>
        </>
      ) : null}

      <StatusDialog
        key={`ship-${dialog === 'ship'}`}
        kind="shipped"
        open={dialog === 'ship' && canCancel}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
        codeToShow={order.codeToShow}
        changeStatus={changeStatus}
      />
      <StatusDialog
        key={`cancel-${dialog === 'cancel'}`}
        kind="cancelled"
        open={dialog === 'cancel' && canCancel}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        codeToShow={order.codeToShow}
        changeStatus={changeStatus}
      />
      <ConfirmDialog
        open={dialog === 'paid' && canMarkPaid}
        onOpenChange={(open) => setDialog(open ? 'paid' : null)}
        title={t('orders.markPaidTitle', { code: order.codeToShow })}
        description={t('orders.markPaidDescription')}
        confirmLabel={t('orders.actionMarkPaid')}
        busy={markPaid?.isPending ?? false}
        onConfirm={() =>
          markPaid?.mutate(undefined, {
            onSuccess: (message) => {
              notify.success(message || t('orders.markedPaid'));
              setDialog(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'unpaid' && canMarkUnpaid}
        onOpenChange={(open) => setDialog(open ? 'unpaid' : null)}
        title={t('orders.markUnpaidTitle', { code: order.codeToShow })}
        description={t('orders.markUnpaidDescription')}
        confirmLabel={t('orders.actionMarkUnpaid')}
        busy={markUnpaid?.isPending ?? false}
        onConfirm={() =>
          markUnpaid?.mutate(undefined, {
            onSuccess: (message) => {
              notify.success(message || t('orders.markedUnpaid'));
              setDialog(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </div>
  );
}

type StatusForm = z.input<typeof sellerOrderStatusBody>;

/**
 * Shipping (the tracking number, and an optional message to the shopper) or cancelling (the
 * reason, which the shopper reads). Validated by the API's own schema.
 */
function StatusDialog({
  kind,
  open,
  onOpenChange,
  codeToShow,
  changeStatus,
}: {
  kind: 'shipped' | 'cancelled';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  codeToShow: string;
  changeStatus: OrderActionMutations['changeStatus'];
}) {
  const { t } = useTranslation();
  const form = useForm<StatusForm, unknown, SellerOrderStatusBody>({
    resolver: zodResolver(sellerOrderStatusBody),
    defaultValues: { status: kind, trackingNumber: '', note: '' },
  });
  const { errors } = form.formState;
  const shipping = kind === 'shipped';
  const formId = `order-${kind}-form`;

  const submit = form.handleSubmit((body) =>
    changeStatus.mutate(body, {
      onSuccess: (message) => {
        notify.success(message || t('orders.statusChanged'));
        onOpenChange(false);
      },
      onError: (error) => showFailure(error, form.setError, t),
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(shipping ? 'orders.shipTitle' : 'orders.cancelTitle', { code: codeToShow })}
      description={t(shipping ? 'orders.shipDescription' : 'orders.cancelDescription')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={changeStatus.isPending}
            className={shipping ? undefined : 'bg-red-600 text-white hover:bg-red-700'}
            variant={shipping ? 'primary' : 'dark'}
          >
            {changeStatus.isPending
              ? t('common.saving')
              : t(shipping ? 'orders.confirmShip' : 'orders.confirmCancel')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {shipping ? (
          <InputField
            label={t('orders.trackingNumber')}
            hint={t('orders.trackingNumberHint')}
            autoComplete="off"
            dir="ltr"
            error={fieldError(t, errors.trackingNumber)}
            {...form.register('trackingNumber')}
          />
        ) : null}
        <TextAreaField
          label={t(shipping ? 'orders.messageToShopper' : 'orders.cancelReason')}
          hint={t(shipping ? 'orders.messageToShopperHint' : 'orders.cancelReasonHint')}
          rows={3}
          error={fieldError(t, errors.note)}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
