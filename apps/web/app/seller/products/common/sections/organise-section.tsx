import { Controller } from 'react-hook-form';
import { CategoryTreePicker } from '../../../../console/common/category-tree-picker.tsx';
import { fieldError, SelectInputField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { TagsInput } from '../tags-input.tsx';
import { FormSection, type SectionProps } from './section.tsx';

const idOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Categories (tree picker), brand, unit and tags. */
export function OrganiseSection({ form, options }: SectionProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <FormSection id="organise" title={t('products.sections.organise')}>
      <Controller
        control={control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <CategoryTreePicker
            tree={options.categories}
            value={field.value}
            onChange={field.onChange}
            labels={{
              legend: t('products.fields.categories'),
              filter: t('products.categories.filter'),
              noMatch: t('products.categories.noMatch'),
              chosen: t('products.categories.chosen'),
              remove: (name) => t('products.categories.remove', { name }),
              expand: (name) => t('products.categories.expand', { name }),
              collapse: (name) => t('products.categories.collapse', { name }),
            }}
            error={fieldError(t, fieldState.error ?? errors.categoryIds?.root)}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInputField
          label={t('products.fields.brand')}
          placeholder={t('products.fields.noBrand')}
          options={options.brands.map((b) => ({ value: String(b.id), label: b.name }))}
          error={fieldError(t, errors.brandId)}
          {...register('brandId', { setValueAs: idOrNull })}
        />
        <SelectInputField
          label={t('products.fields.unit')}
          placeholder={t('products.fields.noUnit')}
          options={options.units.map((u) => ({ value: String(u.id), label: u.name }))}
          error={fieldError(t, errors.unitId)}
          {...register('unitId', { setValueAs: idOrNull })}
        />
      </div>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput
            value={field.value}
            onChange={field.onChange}
            label={t('products.fields.tags')}
            hint={t('products.fields.tagsHint')}
            error={fieldError(t, fieldState.error ?? errors.tags?.root)}
          />
        )}
      />
    </FormSection>
  );
}
