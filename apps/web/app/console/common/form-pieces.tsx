import { useId } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { TFunction } from '../../lib/translator.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { ConsoleApiError } from '../lib/console-api.ts';
import { applyServerErrors } from './form-fields.tsx';
import { notify } from './notify.ts';

/** A choice of a few values as native radio buttons in a fieldset, with a hint under them. */
export function RadioGroupField({
  legend,
  hint,
  options,
  registration,
}: {
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
  /** `form.register(name)` of the field */
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-4 pt-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-primary-500"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </fieldset>
  );
}

/** An edit form's bar at the bottom of the screen: Cancel (back to `cancelTo`) and the submit button. */
export function FormActions({
  cancelTo,
  submitLabel,
  busy,
}: {
  cancelTo: string;
  submitLabel: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <Link to={cancelTo} className={buttonClasses('outline')}>
        {t('common.cancel')}
      </Link>
      <Button type="submit" disabled={busy}>
        {busy ? t('common.saving') : submitLabel}
      </Button>
    </div>
  );
}

/**
 * A failed call of a form: the API's field messages (422 `errors`) go on the form's fields, else
 * the error's message is a toast. Answers whether any field got a message.
 */
export function showFailure<T extends FieldValues>(
  error: Error,
  setError: UseFormSetError<T>,
  t: TFunction,
): boolean {
  const fields = error instanceof ConsoleApiError ? error.errors : undefined;
  const onFields = applyServerErrors(setError, fields, t);
  if (!onFields) notify.error(error.message);
  return onFields;
}

/**
 * A failed save of an edit form: `showFailure`, with `fixErrors` in a toast when the messages are
 * on the fields; anything else than an API answer is `saveFailed`.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TFunction,
  words: { fixErrors: string; saveFailed: string },
): void {
  if (!(error instanceof ConsoleApiError)) notify.error(words.saveFailed);
  else if (showFailure(error, setError, t)) notify.error(words.fixErrors);
}
