import { RATING_MAX } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';

export interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  legend: string;
  error?: string;
}

/**
 * A 1–5 star rating as a native radio group (arrow keys move the choice, each star is a labelled
 * radio "3 stars"); the stars up to the chosen one are filled.
 */
export function StarRatingInput({ value, onChange, legend, error }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex items-center gap-1">
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500"
            >
              {/* the radio covers its star, unseen: a click on the star is a click on it */}
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <Star
                aria-hidden
                className={clsx(
                  'size-8 transition-colors',
                  stars <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
                )}
              />
              <span className="sr-only">{t('n_stars', { count: stars })}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
