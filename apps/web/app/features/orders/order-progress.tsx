import type { DeliveryStatus } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { Check, CircleX } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { ORDER_STEPS, reachedStep } from './order-status.ts';

/**
 * The delivery progress (SPEC §4): the five steps with every step up to the current one
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
      <ol className="grid grid-cols-5 gap-1">
        {ORDER_STEPS.map((step, index) => {
          const done = index <= reached;
          const current = index === reached;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span className="flex w-full items-center">
                <span
                  aria-hidden
                  className={clsx(
                    'h-1 flex-1 rounded-full',
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
                    'h-1 flex-1 rounded-full',
                    index === ORDER_STEPS.length - 1
                      ? 'invisible'
                      : index < reached
                        ? 'bg-primary-500'
                        : 'bg-slate-200',
                  )}
                />
              </span>
              <span
                className={clsx(
                  'text-xs sm:text-sm',
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
