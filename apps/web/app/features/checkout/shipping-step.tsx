import type { Address } from '@shop/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MapPin, Plus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { cartKeys } from '../../lib/session-api.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { readSavedLocation, savedZoneId, saveLocation } from '../../lib/user-location.ts';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useAddresses } from '../account/index.ts';
import { updateCartZone } from './api.ts';
import { useCheckoutStore } from './checkout-data.ts';
import { defaultShippingAddress, describeChange, noticeOf } from './zone-changes.ts';

/** The delivery location an address stands for (its area's zone decides stock and shipping). */
function locationOf(address: Address, zoneId: number) {
  return {
    country: { id: address.country.id, name: address.country.name },
    state: address.state,
    city: address.city,
    area: { id: address.area.id, name: address.area.name, zone_id: zoneId },
  };
}

function AddressChoices({
  legend,
  name,
  addresses,
  value,
  onChoose,
  requireZone,
}: {
  /** shipping addresses must be in a delivery zone */
  requireZone: boolean;
  legend: string;
  name: string;
  addresses: Address[];
  value: number | null;
  onChoose: (address: Address) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {addresses.map((address) => {
        const deliverable = !requireZone || address.area.zone_id !== null;
        return (
          <label
            key={address.id}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-200',
              value === address.id ? 'border-primary-500 bg-primary-50/50' : 'border-slate-200 bg-white',
              !deliverable && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={value === address.id}
              disabled={!deliverable}
              onChange={() => onChoose(address)}
              className="mt-1 accent-primary-500"
            />
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-500" />
            <span className="grid gap-0.5">
              <span className="font-medium text-slate-900">
                {t(`address_type_${address.type}`)}
                {address.isDefault ? ` · ${t('default')}` : ''}
              </span>
              <span dir="auto" className="text-slate-700">
                {address.fullAddress}
              </span>
              {deliverable ? null : (
                <span className="text-xs text-red-600">{t('no_delivery_to_this_address')}</span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * Step 2: the shipping address among the saved ones (a new one through the 'address' popup) and,
 * when asked for, a different billing address. An address in another delivery zone than the
 * current location asks "Are you sure?" first; confirming moves the cart to that zone
 * (`/checkout/zone/update`) and makes the address's area the delivery location
 * (storefront spec §4).
 */
export function ShippingStep() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const openPopup = useOpenPopup();
  const addresses = useAddresses();
  const shipping = useCheckoutStore((s) => s.shippingAddress);
  const billing = useCheckoutStore((s) => s.billingAddress);
  const update = useCheckoutStore((s) => s.update);
  const billingToggleId = useId();
  const list = addresses.data?.addresses;

  // The chosen addresses follow edits and deletes of the saved addresses; on the first visit the
  // default address is chosen when it is in the delivery location's area (zone-changes.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved list changes
  useEffect(() => {
    if (!list) return;
    const state = useCheckoutStore.getState();
    const fresh = (a: Address | null) => (a ? (list.find((x) => x.id === a.id) ?? null) : null);
    let nextShipping = fresh(state.shippingAddress);
    if (nextShipping && nextShipping.area.zone_id !== state.shippingAddress?.area.zone_id)
      nextShipping = null;
    if (!state.shippingAddress) nextShipping = defaultShippingAddress(list, readSavedLocation());
    const nextBilling = fresh(state.billingAddress);
    if (nextShipping !== state.shippingAddress || nextBilling !== state.billingAddress) {
      update({ shippingAddress: nextShipping, billingAddress: nextBilling });
    }
  }, [list]);

  async function chooseShipping(address: Address) {
    const zoneId = address.area.zone_id;
    if (zoneId === null) return;
    if (zoneId === savedZoneId()) {
      update({ shippingAddress: address });
      return;
    }
    // What the move would remove or reduce, named before the shopper confirms (issue 19 §3).
    const preview = await updateCartZone(api, zoneId, { dryRun: true });
    if (!preview.ok) {
      toast.error(preview.message);
      return;
    }
    const affected = noticeOf(preview.data.changes);
    openPopup('confirmation', {
      message: t('change_delivery_location_to', { area: `${address.area.name}, ${address.city.name}` }),
      details:
        affected.length > 0
          ? { heading: t('zone_change_will_change'), items: affected.map((c) => describeChange(c, t)) }
          : undefined,
      onConfirm: async () => {
        const result = await updateCartZone(api, zoneId);
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        saveLocation(locationOf(address, zoneId));
        queryClient.setQueryData(cartKeys.all, { carts: result.data.carts, guestUserId: null });
        update({ shippingAddress: address, zoneChanges: noticeOf(result.data.changes) });
        toast.success(t('location_updated_successfully'));
      },
    });
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('shipping_address')}</h2>
        <Button size="sm" variant="outline" onClick={() => openPopup('address', {})}>
          <Plus aria-hidden className="size-4" />
          {t('add_new_address')}
        </Button>
      </div>
      {addresses.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span role="status" className="sr-only">
            {t('loading')}
          </span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : addresses.isError ? (
        <LoadError message={t('could_not_load_your_addresses')} onRetry={() => addresses.refetch()} />
      ) : list && list.length > 0 ? (
        <>
          <AddressChoices
            legend={t('choose_a_shipping_address')}
            name="shippingAddressId"
            requireZone
            addresses={list}
            value={shipping?.id ?? null}
            onChoose={(address) => void chooseShipping(address)}
          />
          <div className="flex items-center gap-2">
            <input
              id={billingToggleId}
              type="checkbox"
              checked={billing !== null}
              onChange={(event) =>
                update({
                  billingAddress: event.target.checked
                    ? (list.find((a) => a.id !== shipping?.id) ?? list[0]!)
                    : null,
                })
              }
              className="size-4 accent-primary-500"
            />
            <label htmlFor={billingToggleId} className="text-sm text-slate-800">
              {t('use_a_different_billing_address')}
            </label>
          </div>
          {billing ? (
            <AddressChoices
              legend={t('billing_address')}
              name="billingAddressId"
              requireZone={false}
              addresses={list}
              value={billing.id}
              onChoose={(address) => update({ billingAddress: address })}
            />
          ) : null}
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          {t('no_saved_addresses_yet')}
        </p>
      )}
    </div>
  );
}
