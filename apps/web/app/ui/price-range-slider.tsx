import { Slider } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Bounds used when the list gives none (SPEC §9: 0 to 100, step 1). */
export const DEFAULT_PRICE_BOUNDS = { min: 0, max: 100 } as const;

/**
 * The slider's bounds: whole numbers around the given range, the §9 defaults when it is missing
 * or empty, widened to include a chosen range so a shared URL never shows a thumb off the track.
 */
export function sliderBounds(
  bounds: { min: number; max: number } | null,
  chosen: [number | null, number | null],
): { min: number; max: number } {
  let min: number = DEFAULT_PRICE_BOUNDS.min;
  let max: number = DEFAULT_PRICE_BOUNDS.max;
  if (bounds && bounds.max > bounds.min) {
    min = Math.floor(bounds.min);
    max = Math.ceil(bounds.max);
  }
  if (chosen[0] !== null) min = Math.min(min, Math.floor(chosen[0]));
  if (chosen[1] !== null) max = Math.max(max, Math.ceil(chosen[1]));
  return { min, max };
}

export interface PriceRangeSliderProps {
  min: number;
  max: number;
  value: [number, number];
  /** Called once the shopper settles on a range (after a short pause while using the keyboard). */
  onCommit: (value: [number, number]) => void;
  formatValue: (value: number) => string;
  /** Wait after the last change before committing, so arrow-key steps do not each reload the list. */
  commitDelayMs?: number;
}

/** A two-thumb price slider (Radix: arrow keys, Page Up/Down, Home/End), each thumb named. */
export function PriceRangeSlider({
  min,
  max,
  value,
  onCommit,
  formatValue,
  commitDelayMs = 400,
}: PriceRangeSliderProps) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<[number, number]>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setLocal(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: number[]) {
    clearTimeout(timer.current);
    const range: [number, number] = [next[0] ?? min, next[1] ?? max];
    timer.current = setTimeout(() => onCommit(range), commitDelayMs);
  }

  return (
    <div>
      <Slider.Root
        min={min}
        max={max}
        step={1}
        minStepsBetweenThumbs={0}
        value={local}
        onValueChange={(next) => setLocal([next[0] ?? min, next[1] ?? max])}
        onValueCommit={commit}
        className="relative flex h-6 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-primary-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('minimum_price')}
          aria-valuetext={formatValue(local[0])}
          className="block size-5 rounded-full border-2 border-primary-500 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
        />
        <Slider.Thumb
          aria-label={t('maximum_price')}
          aria-valuetext={formatValue(local[1])}
          className="block size-5 rounded-full border-2 border-primary-500 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
        />
      </Slider.Root>
      <p className="mt-2 flex justify-between text-sm text-slate-600" aria-hidden>
        <span>{formatValue(local[0])}</span>
        <span>{formatValue(local[1])}</span>
      </p>
    </div>
  );
}
