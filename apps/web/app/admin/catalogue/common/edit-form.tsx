import { zodResolver } from '@hookform/resolvers/zod';
import { slugFromName, type UnitBody, type UnitInput, type unitBody } from '@shop/contracts/admin/catalogue';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import { CheckboxField, fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { ImageField } from '../../../console/common/image-field.tsx';
import { notify } from '../../../console/common/notify.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { FormButtons } from './form-buttons.tsx';
import { TranslationFields } from './translation-fields.tsx';

/**
 * A dialog form's submit: `save` the checked body, then a toast ("saved" when the row existed,
 * "created" otherwise) and `onDone`; a refusal shows on its fields (or as a toast).
 */
export function useSaveSubmit<In extends FieldValues, Body, Saved extends { name: string }>(
  form: UseFormReturn<In, unknown, Body>,
  existing: boolean,
  save: (body: Body) => Promise<Saved>,
  onDone: (saved: Saved) => void,
) {
  const { t } = useTranslation();
  return form.handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      notify.success(t(existing ? 'catalogue.saved' : 'catalogue.created', { name: saved.name }));
      onDone(saved);
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });
}

/**
 * A catalogue row's form: its name first, then the row's own fields (`children`), the
 * translations (unless `translations` is false) and Cancel/Save.
 */
export function VocabularyForm<In extends FieldValues, Body>({
  form,
  onSubmit,
  onCancel,
  nameMaxLength = 100,
  translations = true,
  children,
}: {
  form: UseFormReturn<In, unknown, Body>;
  onSubmit: () => void;
  onCancel: () => void;
  nameMaxLength?: number;
  translations?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <InputField
        label={t('catalogue.name')}
        autoComplete="off"
        maxLength={nameMaxLength}
        dir="auto"
        error={fieldError(t, (errors as FieldErrors<{ name: string }>).name)}
        {...form.register('name' as Path<In>)}
      />
      {children}
      {translations ? <TranslationFields register={form.register} errors={errors} /> : null}
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** The slug (the address), made from the name when left empty: the hint shows what it becomes. */
export function SlugField<In extends FieldValues, Body>({
  form,
}: {
  form: UseFormReturn<In, unknown, Body>;
}) {
  const { t } = useTranslation();
  const name = (useWatch({ control: form.control, name: 'name' as Path<In> }) as string | undefined) ?? '';
  return (
    <InputField
      label={t('catalogue.slug')}
      hint={t('catalogue.slugHint', { slug: slugFromName(name) || '…' })}
      autoComplete="off"
      dir="ltr"
      maxLength={100}
      placeholder={slugFromName(name)}
      error={fieldError(t, (form.formState.errors as FieldErrors<{ slug: string }>).slug)}
      {...form.register('slug' as Path<In>)}
    />
  );
}

/** A brand's logo or a category's picture, once the row exists: saved or removed at once. */
export function CataloguePicture<Saved>({
  label,
  id,
  url,
  upload,
  onSaved,
}: {
  label: string;
  id: number;
  url: string;
  upload: UseMutationResult<Saved, Error, { id: number; file: File | null }>;
  onSaved?: (saved: Saved) => void;
}) {
  const { t } = useTranslation();
  const change = (file: File | null) =>
    upload.mutate(
      { id, file },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          notify.success(file ? t('catalogue.pictureSaved') : t('catalogue.pictureRemoved'));
        },
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <ImageField
      label={label}
      hint={t('catalogue.pictureHint')}
      url={url}
      busy={upload.isPending}
      frame="aspect-square max-w-40"
      onPick={(file) => change(file)}
      onRemove={() => change(null)}
      texts={{
        choose: t('catalogue.choosePicture'),
        remove: t('catalogue.removePicture'),
        invalid: t('catalogue.pictureInvalid'),
        none: t('catalogue.noPicture'),
      }}
    />
  );
}

/**
 * The form of a row that is a name, "offered to sellers" and translations: a sales unit, an
 * attribute (their bodies are the same).
 */
export function OfferedNameForm<Saved extends { name: string }>({
  row,
  schema,
  save,
  onDone,
}: {
  row: { name: string; isActive: boolean; translations: { 'es-ES': string; 'ar-SA': string } } | null;
  schema: typeof unitBody;
  save: (body: UnitBody) => Promise<Saved>;
  onDone: () => void;
}) {
  const form = useForm<UnitInput, unknown, UnitBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: row?.name ?? '',
      isActive: row?.isActive ?? true,
      translations: row?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const onSubmit = useSaveSubmit(form, row !== null, save, onDone);
  return (
    <VocabularyForm form={form} onSubmit={onSubmit} onCancel={onDone}>
      <OfferedField register={form.register} />
    </VocabularyForm>
  );
}

/** "Offered to sellers" (`isActive`): a hidden unit, attribute or value is no longer offered. */
export function OfferedField<In extends FieldValues>({ register }: { register: UseFormRegister<In> }) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      label={t('catalogue.offered')}
      hint={t('catalogue.offeredHint')}
      {...register('isActive' as Path<In>)}
    />
  );
}
