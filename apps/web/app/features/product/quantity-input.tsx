import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';

export interface QuantityInputProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** the field's name in a form that posts (the product page's) */
  name?: string;
}

/** A number field with − and + buttons, kept between 1 and `max` (storefront spec §4 quantity rules). */
export function QuantityInput({ value, max, onChange, disabled = false, name }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const buttonClass =
    'inline-flex size-10 items-center justify-center text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary-500';
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          className={buttonClass}
          aria-label={t('decrease_quantity')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-10 w-14 border-x border-slate-300 text-center text-sm font-semibold text-slate-900 [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={t('increase_quantity')}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
