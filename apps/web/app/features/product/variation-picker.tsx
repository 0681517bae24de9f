import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';
import type { VariationCombination } from './api.ts';
import { type Selection, SWATCH_ATTRIBUTE_ID } from './variation-selection.ts';

export interface VariationPickerProps {
  combinations: readonly VariationCombination[];
  selection: Selection;
  onChoose: (combinationId: number, valueId: number) => void;
}

/**
 * One group of toggle buttons per attribute. A pressed value is the chosen one; pressing it again
 * unselects it (SPEC §4). Attribute 1 (colour) shows image swatches, the others their names.
 */
export function VariationPicker({ combinations, selection, onChoose }: VariationPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {combinations.map((combination) => (
        <AttributeGroup
          key={combination.id}
          combination={combination}
          chosen={selection[combination.id]}
          onChoose={(valueId) => onChoose(combination.id, valueId)}
        />
      ))}
    </div>
  );
}

function AttributeGroup({
  combination,
  chosen,
  onChoose,
}: {
  combination: VariationCombination;
  chosen: number | undefined;
  onChoose: (valueId: number) => void;
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
          return (
            <button
              key={value.id}
              type="button"
              aria-pressed={pressed}
              title={value.name}
              aria-label={
                swatches
                  ? t('attribute_value', { attribute: combination.name, value: value.name })
                  : undefined
              }
              onClick={() => onChoose(value.id)}
              className={clsx(
                'inline-flex items-center justify-center rounded-lg border text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                swatches ? 'size-12 overflow-hidden p-0.5' : 'h-10 min-w-12 px-3 font-medium',
                pressed
                  ? 'border-primary-500 bg-primary-50 text-primary-700 ring-2 ring-primary-200'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-primary-400',
              )}
            >
              {swatches ? (
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
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
