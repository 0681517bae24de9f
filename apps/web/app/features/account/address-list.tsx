import type { Address } from '@shop/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { messageKey } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { accountKeys, deleteAddress } from './api.ts';
import { useAddresses } from './use-addresses.ts';

/**
 * The saved addresses with add, edit (the 'address' popup) and delete (asked in the
 * 'confirmation' popup).
 */
export function AddressList({ title }: { title: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const openPopup = useOpenPopup();
  const { data, isPending, isError, refetch } = useAddresses();
  const titleId = useId();

  function askDelete(address: Address) {
    openPopup('confirmation', {
      message: t('delete_this_address', { address: address.fullAddress }),
      confirmLabel: t('delete'),
      destructive: true,
      onConfirm: async () => {
        const result = await deleteAddress(api, address.id);
        const message = t(messageKey(result.message), { defaultValue: result.message });
        if (result.ok) {
          toast.success(message || t('address_deleted_successfully'));
          await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
        } else {
          toast.error(message);
        }
      },
    });
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Button size="sm" onClick={() => openPopup('address', {})}>
          <Plus aria-hidden className="size-4" />
          {t('add_new_address')}
        </Button>
      </div>
      {isPending ? (
        <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
          <span className="sr-only" role="status">
            {t('loading')}
          </span>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-red-600">
          {t('could_not_load_your_addresses')}
          <Button size="sm" variant="outline" onClick={() => refetch()}>
            {t('try_again')}
          </Button>
        </div>
      ) : data.addresses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          {t('no_saved_addresses_yet')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.addresses.map((address) => (
            <li key={address.id} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-500" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase text-slate-600">
                    {t(`address_type_${address.type}`)}
                  </span>
                  {address.isDefault ? (
                    <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">
                      {t('default')}
                    </span>
                  ) : null}
                </p>
                <p dir="auto" className="mt-1.5 text-sm text-slate-800">
                  {address.fullAddress}
                </p>
                {address.direction ? (
                  <p dir="auto" className="mt-1 text-xs text-slate-500">
                    {address.direction}
                  </p>
                ) : null}
                {address.postalCode ? (
                  <p className="mt-0.5 text-xs text-slate-500">
                    {t('postal_code')}: {address.postalCode}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col gap-1">
                <IconButton
                  aria-label={t('edit_address_named', { address: address.address })}
                  onClick={() => openPopup('address', { address })}
                  className="size-9"
                >
                  <Pencil aria-hidden className="size-4" />
                </IconButton>
                <IconButton
                  aria-label={t('delete_address_named', { address: address.address })}
                  onClick={() => askDelete(address)}
                  className="size-9 hover:text-red-600"
                >
                  <Trash2 aria-hidden className="size-4" />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
