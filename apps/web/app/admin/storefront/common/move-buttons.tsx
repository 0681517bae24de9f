import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** Moves `list[index]` one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Move up / Move down buttons of a row in an ordered list, named with the row. The moved row's
 * button keeps the focus (`data-move` finds it after the list is drawn again).
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  moveId,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  /** the row's stable id, to focus its button again after the move */
  moveId: string;
}) {
  const { t } = useTranslation();
  const move = (by: -1 | 1) => {
    onMove(by);
    // the same button of the moved row, or its other one at the list's end
    requestAnimationFrame(() => {
      const row = `[data-move="${CSS.escape(moveId)}"]`;
      const same = document.querySelector<HTMLButtonElement>(
        `${row}[data-direction="${by === -1 ? 'up' : 'down'}"]`,
      );
      const target =
        same && !same.disabled ? same : document.querySelector<HTMLButtonElement>(`${row}:not(:disabled)`);
      target?.focus();
    });
  };
  const classes =
    'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:border-primary-400 hover:text-primary-600 disabled:opacity-40';
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={classes}
        data-move={moveId}
        data-direction="up"
        disabled={index === 0}
        onClick={() => move(-1)}
        aria-label={t('storefront.moveUp', { name })}
        title={t('storefront.moveUp', { name })}
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className={classes}
        data-move={moveId}
        data-direction="down"
        disabled={index === count - 1}
        onClick={() => move(1)}
        aria-label={t('storefront.moveDown', { name })}
        title={t('storefront.moveDown', { name })}
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
    </div>
  );
}
