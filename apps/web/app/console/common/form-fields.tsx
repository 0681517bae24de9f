import { clsx } from 'clsx';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messageKey, translatedMessage } from '../../lib/i18n.ts';
import type { TFunction } from '../../lib/translator.ts';

/**
 * The seller center's form fields: the label, an optional hint and the error (client or server)
 * shown the same way everywhere, the error announced with the input (aria-describedby).
 */
const inputClass = (error?: string) =>
  clsx(
    'w-full rounded-lg border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
    'focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100 disabled:bg-slate-50',
    error ? 'border-red-500' : 'border-slate-300',
  );

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, hideLabel, className, children }: FieldFrameProps) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: string | undefined) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
}

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, hint, error, hideLabel, className, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={clsx(inputClass(error), 'h-10')}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, className, id, rows = 4, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={clsx(inputClass(error), 'py-2')}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** a first option with an empty value (e.g. "All categories") */
  placeholder?: string;
}

export const SelectInputField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectInputField(
  { label, hint, error, hideLabel, className, id, options, placeholder, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={clsx(inputClass(error), 'h-10')}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, className, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={clsx('flex items-start gap-2', className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-0.5 size-4 rounded border-slate-300 accent-primary-500"
        {...rest}
      />
      <div className="flex flex-col">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
});

/**
 * Puts a failed call's field messages (422 `errors`, keys as the API's body: `variations.0.sku`)
 * on the form's fields, translated; returns whether any was set (else show the message in a toast).
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]> | undefined,
  t: TFunction,
): boolean {
  if (!errors) return false;
  let any = false;
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    setError(field as Path<T>, { type: 'server', message: translatedMessage(t, message) ?? message });
    any = true;
  }
  return any;
}

/**
 * A react-hook-form error message in the page's language. The contracts' schemas speak English
 * (the API translates the same text with its catalogue); here the text is looked up as
 * `validation.<key of the English text>` in the area's files, else as the storefront does.
 */
export function fieldError(t: TFunction, error: { message?: string } | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  const key = `validation.${messageKey(message)}`;
  const text = t(key, { defaultValue: '' });
  return text && text !== key ? text : translatedMessage(t, message);
}
