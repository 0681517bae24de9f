import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { messageKey } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { TextField } from '../../ui/text-field.tsx';
import { type CustomerDetails, useCheckoutStore } from './checkout-data.ts';
import {
  CUSTOMER_FIELDS,
  type CustomerDetailsInput,
  customerDetailsSchema,
} from './customer-details-schema.ts';

export const CUSTOMER_FORM_ID = 'checkout-customer-details';

/**
 * Step 1: the customer's details, pre-filled from the stored checkout data or the user. The
 * wizard's "Next Step" submits this form: when valid the details are stored and `onDone` runs;
 * otherwise every error shows at its field and the first one as a toast (storefront spec §5).
 */
export function CustomerDetailsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const stored = useCheckoutStore((s) => s.customerDetails);
  const update = useCheckoutStore((s) => s.update);
  const noteId = useId();
  const defaults: CustomerDetails = stored ?? {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    alternatePhone: '',
    note: '',
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerDetailsInput>({
    resolver: zodResolver(customerDetailsSchema),
    defaultValues: defaults,
  });
  const message = (text: string | undefined) =>
    text ? t(messageKey(text), { defaultValue: text }) : undefined;

  function onValid(values: CustomerDetailsInput) {
    update({ customerDetails: values });
    onDone();
  }

  function onInvalid(found: FieldErrors<CustomerDetailsInput>) {
    const first = CUSTOMER_FIELDS.map((field) => found[field]?.message).find(Boolean);
    if (first) toast.error(message(first));
  }

  return (
    <form id={CUSTOMER_FORM_ID} noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('customer_details')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          autoComplete="name"
          error={message(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={message(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('email_address')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('alternate_phone_optional')}
          type="tel"
          inputMode="tel"
          error={message(errors.alternatePhone?.message)}
          {...register('alternatePhone')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
          {t('order_note_optional')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
          {...register('note')}
        />
      </div>
    </form>
  );
}
