import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useLanguage } from '../lib/shop-context.tsx';

/** Bounds used when the list gives none (storefront spec §9: 0 to 100, step 1). */
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

/** Arrow keys move a thumb one step; Page Up/Down and Shift+arrow move it this many steps. */
const BIG_STEP = 10;

/**
 * A two-thumb price slider following the ARIA slider pattern: each thumb is a named `slider`
 * (arrow keys, Page Up/Down, Home/End; left and right swap right-to-left), and a press or drag on
 * the track moves the nearest thumb. The thumbs cannot cross. Hand-written rather than Radix
 * Slider, which was ~7 KB of the listing pages' first load for the same behaviour.
 */
export function PriceRangeSlider({
  min,
  max,
  value,
  onCommit,
  formatValue,
  commitDelayMs = 400,
}: PriceRangeSliderProps) {
  const { t } = useTranslation();
  const { isRtl } = useLanguage();
  const [local, setLocal] = useState<[number, number]>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  const dragging = useRef<0 | 1 | null>(null);
  const [low, high] = value;

  useEffect(() => setLocal([low, high]), [low, high]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(range: [number, number]) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(range), commitDelayMs);
  }

  /** The range with one thumb moved to `to`, kept on the track and on its side of the other thumb. */
  function moved(thumb: 0 | 1, to: number): [number, number] {
    return thumb === 0 ? [clamp(to, min, local[1]), local[1]] : [local[0], clamp(to, local[0], max)];
  }

  function valueAt(clientX: number): number {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    const ratio = clamp((clientX - rect.left) / rect.width, 0, 1);
    return Math.round(min + (isRtl ? 1 - ratio : ratio) * (max - min));
  }

  function onKeyDown(thumb: 0 | 1, event: KeyboardEvent) {
    const step = event.shiftKey ? BIG_STEP : 1;
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const current = local[thumb];
    const targets: Record<string, number> = {
      [forward]: current + step,
      ArrowUp: current + step,
      [backward]: current - step,
      ArrowDown: current - step,
      PageUp: current + BIG_STEP,
      PageDown: current - BIG_STEP,
      Home: min,
      End: max,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = moved(thumb, to);
    if (next[thumb] === current) return;
    setLocal(next);
    commit(next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const to = valueAt(event.clientX);
    const thumb = Math.abs(to - local[0]) < Math.abs(to - local[1]) || to < local[0] ? 0 : 1;
    dragging.current = thumb;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
    thumbs.current[thumb]?.focus();
    setLocal(moved(thumb, to));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current === null) return;
    const to = valueAt(event.clientX);
    // Thumbs on the same value: the drag's direction decides which one moves.
    if (local[0] === local[1] && to !== local[0]) {
      dragging.current = to < local[0] ? 0 : 1;
      thumbs.current[dragging.current]?.focus();
    }
    setLocal(moved(dragging.current, to));
  }

  function onPointerUp() {
    if (dragging.current === null) return;
    dragging.current = null;
    commit(local);
  }

  const percent = (price: number) => (max > min ? ((price - min) / (max - min)) * 100 : 0);
  const names = [t('minimum_price'), t('maximum_price')] as const;

  return (
    <div>
      <div
        ref={track}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className="relative flex h-6 w-full touch-none select-none items-center"
      >
        <div className="relative h-1.5 grow rounded-full bg-slate-200">
          <div
            className="absolute h-full rounded-full bg-primary-500"
            style={{
              insetInlineStart: `${percent(local[0])}%`,
              insetInlineEnd: `${100 - percent(local[1])}%`,
            }}
          />
        </div>
        {([0, 1] as const).map((thumb) => (
          <span
            key={thumb}
            ref={(node) => {
              thumbs.current[thumb] = node;
            }}
            role="slider"
            tabIndex={0}
            aria-label={names[thumb]}
            aria-orientation="horizontal"
            aria-valuemin={thumb === 0 ? min : local[0]}
            aria-valuemax={thumb === 0 ? local[1] : max}
            aria-valuenow={local[thumb]}
            aria-valuetext={formatValue(local[thumb])}
            onKeyDown={(event) => onKeyDown(thumb, event)}
            // Kept inside the track at both ends, as the 20 px thumb is centred on its value elsewhere.
            style={{ insetInlineStart: `calc(${percent(local[thumb])}% - ${percent(local[thumb]) / 5}px)` }}
            className="absolute block size-5 rounded-full border-2 border-primary-500 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
          />
        ))}
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-600" aria-hidden>
        <span>{formatValue(local[0])}</span>
        <span>{formatValue(local[1])}</span>
      </p>
    </div>
  );
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
