import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClasses } from '../../ui/button.tsx';

/** What the API takes: JPEG, PNG or WebP of at most 4 MB (it checks the content again). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/**
 * One picture of a record (a banner, a thumbnail): its preview, a labelled file input to choose
 * another and a remove button. A file of another type or above 4 MB is refused here with
 * `texts.invalid` before any upload. The texts come translated from the area using it.
 */
export function ImageField({
  label,
  hint,
  url,
  busy,
  onPick,
  onRemove,
  texts,
  frame = 'aspect-[16/5] max-w-xl',
}: {
  label: string;
  hint?: string;
  /** the stored picture's URL, or "" */
  url: string;
  busy?: boolean;
  onPick: (file: File) => void;
  onRemove?: () => void;
  texts: { choose: string; remove: string; invalid: string; none: string };
  /** the preview's shape and width */
  frame?: string;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // a new picture (uploaded or removed) clears the last refusal
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the picture changes
  useEffect(() => setError(null), [url]);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        className={`flex w-full items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 ${frame}`}
      >
        {url ? (
          <img src={url} alt="" width={800} height={250} className="size-full object-cover" />
        ) : (
          <span className="p-4 text-center text-sm text-slate-500">{texts.none}</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (
              !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) ||
              file.size > IMAGE_UPLOAD_MAX_BYTES
            ) {
              setError(texts.invalid);
              return;
            }
            setError(null);
            onPick(file);
          }}
        />
        <label
          htmlFor={id}
          className={buttonClasses(
            'outline',
            'sm',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <ImagePlus aria-hidden className="size-4" />
          {texts.choose}
        </label>
        {url && onRemove ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" />
            {texts.remove}
          </Button>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
