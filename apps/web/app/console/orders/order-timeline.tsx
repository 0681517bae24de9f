import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerOrderDetail,
  type SellerOrderNoteBody,
  sellerOrderNoteBody,
} from '@shop/contracts/seller/orders';
import type { UseMutationResult } from '@tanstack/react-query';
import { EyeOff, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, fieldError, TextAreaField } from '../common/form-fields.tsx';
import { showFailure } from '../common/form-pieces.tsx';
import { notify } from '../common/notify.ts';
import { Panel } from '../common/page-header.tsx';
import { formatDateTime } from './dates.ts';

/** The order's whole timeline, newest first, each entry marked as seen by the shopper or not. */
export function OrderTimeline({
  order,
  addNote,
}: {
  order: SellerOrderDetail;
  /** the seller center's notes on the timeline (private or told to the shopper) */
  addNote?: OrderNoteMutation;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Panel title={t('orders.timeline')}>
      {addNote ? <NoteForm addNote={addNote} /> : null}
      <ol className="mt-5 flex flex-col gap-4 border-s border-slate-200 ps-4">
        {order.timeline.map((entry) => (
          <li key={entry.id} className="relative">
            <span
              aria-hidden
              className={`absolute -start-[1.4rem] top-1.5 size-3 rounded-full border-2 border-white ${entry.visibleToCustomer ? 'bg-primary-500' : 'bg-slate-400'}`}
            />
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-slate-900">{entry.status}</span>
              <time dateTime={entry.createdAt} className="text-xs text-slate-500">
                {formatDateTime(entry.createdAt, i18n.language)}
              </time>
              {entry.visibleToCustomer ? (
                <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                  <Users aria-hidden className="size-3.5" />
                  {t('orders.visibleToShopper')}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700">
                  <EyeOff aria-hidden className="size-3.5" />
                  {t('orders.privateNote')}
                </span>
              )}
            </div>
            {entry.note ? (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{entry.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

type NoteForm = z.input<typeof sellerOrderNoteBody>;

/** A note on the timeline: private by default; ticked, the shopper sees it and is told. */
export type OrderNoteMutation = UseMutationResult<string, Error, SellerOrderNoteBody>;

function NoteForm({ addNote }: { addNote: OrderNoteMutation }) {
  const { t } = useTranslation();
  const form = useForm<NoteForm, unknown, SellerOrderNoteBody>({
    resolver: zodResolver(sellerOrderNoteBody),
    defaultValues: { note: '', visibleToCustomer: false },
  });
  const submit = form.handleSubmit((body) =>
    addNote.mutate(body, {
      onSuccess: (message) => {
        notify.success(message || t('orders.noteAdded'));
        form.reset();
      },
      onError: (error) => showFailure(error, form.setError, t),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={t('orders.addNote')}
        rows={2}
        error={fieldError(t, form.formState.errors.note)}
        {...form.register('note')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label={t('orders.noteVisible')}
          hint={t('orders.noteVisibleHint')}
          {...form.register('visibleToCustomer')}
        />
        <Button type="submit" variant="dark" size="sm" disabled={addNote.isPending}>
          {addNote.isPending ? t('common.saving') : t('orders.saveNote')}
        </Button>
      </div>
    </form>
  );
}
