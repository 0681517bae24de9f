import { lazy, Suspense, useId } from 'react';
import { Controller } from 'react-hook-form';
import { fieldError } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { FormSection, type SectionProps } from './section.tsx';

// tiptap is large: it loads with this section, in a chunk of its own
const RichTextEditor = lazy(() =>
  import('../../../../console/common/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The rich-text description (sanitised again by the API). */
export function DescriptionSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <FormSection id="description" title={t('products.sections.description')}>
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => {
          const error = fieldError(t, fieldState.error);
          return (
            <div className="flex flex-col gap-1.5">
              <span id={labelId} className="text-sm font-medium text-slate-700">
                {t('products.fields.description')}
              </span>
              <Suspense fallback={<Skeleton className="h-60 w-full" />}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  labelId={labelId}
                  describedBy={hintId}
                />
              </Suspense>
              <p id={hintId} className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
                {error ?? t('products.fields.descriptionHint')}
              </p>
            </div>
          );
        }}
      />
    </FormSection>
  );
}
