import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  placeholder: string;
  options: SelectOption[];
  error?: string;
}

/** A native select (a labelled combobox for assistive technology, the system picker on phones). */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  className,
  id,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-11 w-full appearance-none rounded-lg border bg-white ps-3 pe-9 text-sm text-slate-900',
            'focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100',
            'disabled:bg-slate-50 disabled:text-slate-400',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...rest}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
