import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, type AddressBody, addressBody } from '@shop/contracts/account';
import { ADDRESS_TYPES, DEFAULT_COUNTRY_ID } from '@shop/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi, usePageConfig } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { LocationSelection } from '../location/index.ts';
import { LocationFields } from '../location/index.ts';
import { accountKeys, createAddress, updateAddress } from './api.ts';

type AddressFormValues = z.input<typeof addressBody>;

const idOrNull = (value: unknown): number | null => {
  const n = Number(value);
  return value === '' || value === undefined || value === null || !Number.isInteger(n) || n < 1 ? null : n;
};

/** The form's first values; a new address has no type until the shopper picks one. */
function initialValues(
  existing: Address | undefined,
  countryIds: number[],
): DefaultValues<AddressFormValues> {
  if (existing) {
    return {
      countryId: existing.countryId,
      stateId: existing.stateId,
      cityId: existing.cityId,
      areaId: existing.areaId,
      address: existing.address,
      direction: existing.direction ?? '',
      postalCode: existing.postalCode ?? '',
      type: existing.type,
    };
  }
  const countryId = countryIds.includes(DEFAULT_COUNTRY_ID) ? DEFAULT_COUNTRY_ID : (countryIds[0] ?? '');
  return {
    countryId,
    stateId: '',
    cityId: '',
    areaId: '',
    address: '',
    direction: '',
    postalCode: '',
  };
}

/**
 * The 'address' popup: a new saved address, or an edit of `address`. Country, state, city and
 * area cascade (changing one clears those below), then the street address, directions, postal
 * code and the type it is saved as (storefront spec §5 messages).
 */
export function AddressPopup({ address, onClose }: { address?: Address; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { countries } = usePageConfig();
  const typeLegendId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressBody>({
    resolver: zodResolver(addressBody),
    defaultValues: initialValues(
      address,
      countries.map((c) => c.id),
    ),
  });

  const values = watch();
  const selection: LocationSelection = {
    countryId: idOrNull(values.countryId),
    stateId: idOrNull(values.stateId),
    cityId: idOrNull(values.cityId),
    areaId: idOrNull(values.areaId),
  };
  const tr = (message: string | undefined) => translatedMessage(t, message);

  function onLocationChange(next: LocationSelection) {
    setValue('countryId', next.countryId ?? '');
    setValue('stateId', next.stateId ?? '');
    setValue('cityId', next.cityId ?? '');
    setValue('areaId', next.areaId ?? '');
    clearErrors(['countryId', 'stateId', 'cityId', 'areaId']);
  }

  const onSubmit = handleSubmit(async (body) => {
    const result = address ? await updateAddress(api, address.id, body) : await createAddress(api, body);
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors ?? {})) {
        if (field in body && messages[0]) {
          setError(field as Path<AddressFormValues>, { message: messages[0] });
        }
      }
      toast.error(tr(result.message));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
    toast.success(address ? t('address_updated_successfully') : t('address_saved_successfully'));
    onClose();
  });

  return (
    <PopupFrame open onClose={onClose} title={address ? t('edit_address') : t('add_new_address')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <LocationFields
          countries={countries}
          selection={selection}
          onChange={onLocationChange}
          errors={{
            country: tr(errors.countryId?.message),
            state: tr(errors.stateId?.message),
            city: tr(errors.cityId?.message),
            area: tr(errors.areaId?.message),
          }}
          alertClassName="sm:col-span-2"
        />
        <TextField
          label={t('address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={tr(errors.address?.message)}
          {...register('address')}
        />
        <TextField
          label={t('direction_optional')}
          error={tr(errors.direction?.message)}
          {...register('direction')}
        />
        <TextField
          label={t('postal_code_optional')}
          autoComplete="postal-code"
          error={tr(errors.postalCode?.message)}
          {...register('postalCode')}
        />
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.type ? `${typeLegendId}-error` : undefined}
        >
          <legend id={typeLegendId} className="mb-2 text-sm font-medium text-slate-700">
            {t('save_as')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {ADDRESS_TYPES.map((type) => (
              <label
                key={type}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-700"
              >
                <input type="radio" value={type} className="accent-primary-500" {...register('type')} />
                {t(`address_type_${type}`)}
              </label>
            ))}
          </div>
          {errors.type ? (
            <p id={`${typeLegendId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
              {tr(errors.type.message)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {address ? t('update_address') : t('save_address')}
          </Button>
        </div>
      </form>
    </PopupFrame>
  );
}
