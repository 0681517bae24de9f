import { clsx } from 'clsx';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { TAP_HOLD_ATTRIBUTE } from '../../lib/tap-replay.ts';
import { Image } from '../../ui/image.tsx';
import type { VariationCombination } from './api.ts';
import { type Selection, SWATCH_ATTRIBUTE_ID } from './variation-selection.ts';

export interface VariationPickerProps {
  combinations: readonly VariationCombination[];
  selection: Selection;
  onChoose: (combinationId: number, valueId: number) => void;
  /**
   * The address of the page with that value pressed (the product page: `selectionSearch`). Given,
   * each value is a link that works without JavaScript; with it, a press changes the choice at
   * once and the page puts it in the address itself. The quick view (a dialog) leaves it out.
   */
  hrefFor?: (combinationId: number, valueId: number) => string;
}

/**
 * One group of toggle buttons per attribute. A pressed value is the chosen one; pressing it again
 * unselects it (storefront spec §4). Attribute 1 (colour) shows image swatches, the others their
 * names.
 */
export function VariationPicker({ combinations, selection, onChoose, hrefFor }: VariationPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {combinations.map((combination) => (
        <AttributeGroup
          key={combination.id}
          combination={combination}
          chosen={selection[combination.id]}
          onChoose={(valueId) => onChoose(combination.id, valueId)}
          hrefFor={hrefFor ? (valueId) => hrefFor(combination.id, valueId) : undefined}
        />
      ))}
    </div>
  );
}

function AttributeGroup({
  combination,
  chosen,
  onChoose,
  hrefFor,
}: {
  combination: VariationCombination;
  chosen: number | undefined;
  onChoose: (valueId: number) => void;
  hrefFor: ((valueId: number) => string) | undefined;
}) {
  const { t } = useTranslation();
  const swatches = combination.id === SWATCH_ATTRIBUTE_ID;
  const chosenName = combination.values.find((v) => v.id === chosen)?.name;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {combination.name}
        {chosenName ? <span className="font-normal text-slate-500">: {chosenName}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {combination.values.map((value) => {
          const pressed = value.id === chosen;
          const picture = value.image || value.variationImage || '';
          const common = {
            title: value.name,
            'aria-label': swatches
              ? t('attribute_value', { attribute: combination.name, value: value.name })
              : undefined,
            className: clsx(
              'inline-flex items-center justify-center rounded-lg border text-sm transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
              swatches ? 'size-12 overflow-hidden p-0.5' : 'h-10 min-w-12 px-3 font-medium',
              pressed
                ? 'border-primary-500 bg-primary-50 text-primary-700 ring-2 ring-primary-200'
                : 'border-slate-300 bg-white text-slate-700 hover:border-primary-400',
            ),
          };
          const content = swatches ? (
            picture ? (
              <Image
                src={picture}
                alt=""
                width={44}
                height={44}
                className="size-full rounded-md object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="size-full rounded-md"
                style={{ backgroundColor: value.colorCode || undefined }}
              />
            )
          ) : (
            value.name
          );
          const href = hrefFor?.(value.id);
          if (href === undefined) {
            return (
              <button
                key={value.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChoose(value.id)}
                {...common}
              >
                {content}
              </button>
            );
          }
          // A link that is a toggle button to assistive technology (role="button" is allowed on
          // a link and makes aria-pressed valid): pressed and unpressed read as they do on the
          // quick view's buttons, and pressing again unselects. Without JavaScript it follows
          // the link; before hydration the tap is held and replayed (lib/tap-replay.ts).
          return (
            <Link
              key={value.id}
              to={href}
              replace
              preventScrollReset
              role="button"
              aria-pressed={pressed}
              {...{ [TAP_HOLD_ATTRIBUTE]: '' }}
              onClick={(event: MouseEvent) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onChoose(value.id);
              }}
              onKeyDown={(event: KeyboardEvent) => {
                // a button presses with the space bar too
                if (event.key !== ' ') return;
                event.preventDefault();
                onChoose(value.id);
              }}
              {...common}
            >
              {content}
            </Link>
          );
        })}
      </div>
    </fieldset>
  );
}
