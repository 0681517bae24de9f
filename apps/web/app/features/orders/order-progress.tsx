import type { DeliveryStatus } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { Check, CircleX } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { ORDER_STEPS, reachedStep } from './order-status.ts';

/**
 * The delivery progress (storefront spec §4): the five steps with every step up to the current one
 * highlighted and the current one marked for assistive technology; a cancelled order is shown
 * as cancelled instead of as a step.
 */
export function OrderProgress({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  const reached = reachedStep(status);
  const cancelled = status === 'cancelled';
  return (
    <section
      aria-labelledby="order-progress-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="order-progress-title" className="sr-only">
        {t('order_status')}
      </h2>
      {cancelled ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          <CircleX aria-hidden className="size-5 shrink-0" />
          {t('this_order_was_cancelled')}
        </p>
      ) : null}
      {/* Phones list the steps one under another: five labels side by side in 300 px touch each
          other ("Confirmed", "Procesando"); from `sm` up they stand in five columns with a gap. */}
      <ol className="flex flex-col gap-3 sm:grid sm:grid-cols-5 sm:gap-2">
        {ORDER_STEPS.map((step, index) => {
          const done = index <= reached;
          const current = index === reached;
          const last = index === ORDER_STEPS.length - 1;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className="relative flex items-center gap-3 sm:flex-col sm:gap-2 sm:text-center"
            >
              {last ? null : (
                <span
                  aria-hidden
                  className={clsx(
                    'absolute start-[15px] top-8 h-3 w-0.5 rounded-full sm:hidden',
                    index < reached ? 'bg-primary-500' : 'bg-slate-200',
                  )}
                />
              )}
              {/* 4 px wider each side: the connectors of neighbouring steps meet across the gap */}
              <span className="flex shrink-0 items-center sm:-mx-1 sm:w-[calc(100%+0.5rem)]">
                <span
                  aria-hidden
                  className={clsx(
                    'hidden h-1 flex-1 rounded-full sm:block',
                    index === 0 ? 'invisible' : done ? 'bg-primary-500' : 'bg-slate-200',
                  )}
                />
                <span
                  aria-hidden
                  className={clsx(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                    done
                      ? 'border-primary-500 bg-primary-500 text-primary-contrast'
                      : cancelled
                        ? 'border-slate-200 bg-slate-100 text-slate-400'
                        : 'border-slate-300 bg-white text-slate-500',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  aria-hidden
                  className={clsx(
                    'hidden h-1 flex-1 rounded-full sm:block',
                    last ? 'invisible' : index < reached ? 'bg-primary-500' : 'bg-slate-200',
                  )}
                />
              </span>
              <span
                className={clsx(
                  'min-w-0 max-w-full break-words text-sm',
                  done
                    ? 'font-semibold text-slate-900'
                    : cancelled
                      ? 'text-slate-400 line-through'
                      : 'text-slate-500',
                )}
              >
                {t(step)}
                <span className="sr-only">
                  {' '}
                  {current ? t('current_step') : done ? t('completed_step') : t('pending_step')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
