import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateOperatorBody,
  type CreateOperatorResult,
  createOperatorBody,
  type OperatorListItem,
} from '@shop/contracts/admin/session';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Column, DataTable } from '../../console/common/data-table.tsx';
import { ConfirmDialog, Modal } from '../../console/common/dialog.tsx';
import { applyServerErrors, fieldError, InputField } from '../../console/common/form-fields.tsx';
import { notify } from '../../console/common/notify.ts';
import { PageHeader } from '../../console/common/page-header.tsx';
import { StateBadge } from '../../console/common/state-badge.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { operatorListQuery, useInviteOperator, useRemoveOperator } from './api.ts';

/**
 * /admin/operators (decision 82): who runs the marketplace. Inviting makes the account and shows
 * its one-time set-password link to send; removing takes the access away (never one's own, never
 * the last operator's).
 */
export default function OperatorsRoute() {
  const { t, i18n } = useTranslation();
  const list = useQuery(operatorListQuery());
  const remove = useRemoveOperator();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<OperatorListItem | null>(null);
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const columns: Column<OperatorListItem>[] = [
    {
      key: 'name',
      header: t('operators.name'),
      cell: (operator) => (
        <div className="flex flex-col">
          <span dir="auto" className="font-medium text-slate-900">
            {operator.name}
            {operator.isYou ? (
              <span className="ms-2 text-xs font-normal text-slate-500">{t('operators.you')}</span>
            ) : null}
          </span>
          <span dir="ltr" className="text-start text-xs text-slate-600">
            {operator.phone}
          </span>
        </div>
      ),
    },
    {
      key: 'state',
      header: t('operators.state'),
      cell: (operator) =>
        operator.pendingSetup ? (
          <StateBadge tone="off" label={t('operators.pendingSetup')} />
        ) : (
          <StateBadge tone="live" label={t('operators.active')} />
        ),
    },
    {
      key: 'lastActive',
      header: t('operators.lastActive'),
      hideOnPhone: true,
      cell: (operator) =>
        operator.lastActiveAt === null ? t('operators.never') : date.format(operator.lastActiveAt * 1000),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (operator) =>
        operator.isYou ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setRemoving(operator)}
            aria-label={t('operators.removeNamed', { name: operator.name })}
          >
            {t('operators.remove')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('operators.title')}
        description={t('operators.subtitle')}
        actions={<Button onClick={() => setInviting(true)}>{t('operators.invite')}</Button>}
      />
      <DataTable
        label={t('operators.title')}
        columns={columns}
        rows={list.data}
        rowKey={(operator) => operator.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('operators.empty')}
        skeletonRows={3}
      />
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('operators.removeTitle', { name: removing?.name ?? '' })}
        description={t('operators.removeDescription')}
        confirmLabel={t('operators.remove')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify.success(t('operators.removed', { name: removing.name }));
              setRemoving(null);
            },
            onError: (error) => notify.error(error.message),
          });
        }}
      />
    </>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const invite = useInviteOperator();
  const [made, setMade] = useState<CreateOperatorResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateOperatorBody>({
    resolver: zodResolver(createOperatorBody),
    defaultValues: { phone: '', name: '' },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setMade(null);
      setFailure(null);
      form.reset();
    }
  };
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const result = await invite.mutateAsync(body);
    if (!result.ok) {
      if (!applyServerErrors(form.setError, result.errors, t)) setFailure(result.message);
      return;
    }
    setMade(result.data);
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('operators.inviteTitle')}
      description={t('operators.inviteHint')}
    >
      {made ? (
        <div className="flex flex-col gap-3 text-sm">
          <p role="status">
            {t(made.created ? 'operators.inviteCreated' : 'operators.inviteFound', { name: made.name })}
          </p>
          <label className="flex flex-col gap-1">
            <span className="font-medium text-slate-800">{t('operators.link')}</span>
            <input
              readOnly
              value={made.link}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 text-xs"
            />
          </label>
          <p className="text-slate-600">{t('operators.linkHint')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(made.link).then(
                  () => notify.success(t('operators.copied')),
                  () => notify.error(t('operators.copyFailed')),
                );
              }}
            >
              {t('operators.copy')}
            </Button>
            <Button onClick={() => close(false)}>{t('common.close')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <InputField
            label={t('operators.name')}
            error={fieldError(t, errors.name)}
            {...form.register('name')}
          />
          <InputField
            label={t('operators.phone')}
            type="tel"
            inputMode="tel"
            error={fieldError(t, errors.phone)}
            {...form.register('phone')}
          />
          {failure ? (
            <p role="alert" className="text-sm text-red-600">
              {failure}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('operators.makeLink')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
