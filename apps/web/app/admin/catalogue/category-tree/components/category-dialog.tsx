import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCategory,
  type CategoryCreateBody,
  type CategoryCreateInput,
  categoryCreateBody,
  slugFromName,
} from '@shop/contracts/admin/catalogue';
import { useForm, useWatch } from 'react-hook-form';
import { Modal } from '../../../../console/common/dialog.tsx';
import {
  CheckboxField,
  fieldError,
  InputField,
  SelectInputField,
} from '../../../../console/common/form-fields.tsx';
import { showFailure } from '../../../../console/common/form-pieces.tsx';
import { ImageField } from '../../../../console/common/image-field.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useCategoryImage, useCreateCategory, useUpdateCategory } from '../../api.ts';
import { FormButtons } from '../../common/form-buttons.tsx';
import { TranslationFields } from '../../common/translation-fields.tsx';
import { categoryOptions } from './category-options.ts';

/**
 * Creates (`?edit=new`, `&parent=<id>` for a subcategory) or edits (`?edit=<id>`) a category: name,
 * slug (made from the name when left empty), parent (when creating; moving has its own dialog),
 * shown, translations, and the picture once the category exists (a new one opens for editing
 * after it is created, to add it).
 */
export function CategoryDialog({
  open,
  category,
  parentId,
  all,
  onClose,
  onCreated,
}: {
  open: boolean;
  category: AdminCategory | 'new' | null;
  parentId: number | null;
  all: AdminCategory[];
  onClose: () => void;
  onCreated: (category: AdminCategory) => void;
}) {
  const { t } = useTranslation();
  const editing = category && category !== 'new' ? category : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? t('catalogue.editCategoryTitle', { name: editing.name }) : t('catalogue.addCategory')}
      wide
    >
      {category ? (
        <div className="flex flex-col gap-5">
          <CategoryForm
            key={editing?.id ?? `new-${parentId ?? ''}`}
            category={editing}
            parentId={parentId}
            all={all}
            onDone={(saved) => (editing ? onClose() : onCreated(saved))}
            onCancel={onClose}
          />
          {editing ? <CategoryPicture category={editing} /> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('catalogue.categoryNotFound')}</p>
      )}
    </Modal>
  );
}

function CategoryForm({
  category,
  parentId,
  all,
  onDone,
  onCancel,
}: {
  category: AdminCategory | null;
  parentId: number | null;
  all: AdminCategory[];
  onDone: (saved: AdminCategory) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<CategoryCreateInput, unknown, CategoryCreateBody>({
    resolver: zodResolver(categoryCreateBody),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parentId: category ? category.parentId : parentId,
      isActive: category?.isActive ?? true,
      translations: category?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (category) {
        const saved = await update.mutateAsync({
          id: category.id,
          body: {
            name: body.name,
            slug: body.slug,
            isActive: body.isActive,
            translations: body.translations,
          },
        });
        notify.success(t('catalogue.saved', { name: saved.name }));
        onDone(saved);
      } else {
        const saved = await create.mutateAsync(body);
        notify.success(t('catalogue.created', { name: saved.name }));
        onDone(saved);
      }
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <InputField
        label={t('catalogue.name')}
        autoComplete="off"
        maxLength={100}
        dir="auto"
        error={fieldError(t, errors.name)}
        {...form.register('name')}
      />
      <InputField
        label={t('catalogue.slug')}
        hint={t('catalogue.slugHint', { slug: slugFromName(name) || '…' })}
        autoComplete="off"
        dir="ltr"
        maxLength={100}
        placeholder={slugFromName(name)}
        error={fieldError(t, errors.slug)}
        {...form.register('slug')}
      />
      {category ? null : (
        <SelectInputField
          label={t('catalogue.parent')}
          placeholder={t('catalogue.topLevel')}
          options={categoryOptions(all, null)}
          error={fieldError(t, errors.parentId)}
          {...form.register('parentId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
        />
      )}
      <CheckboxField
        label={t('catalogue.shown')}
        hint={t('catalogue.shownHint')}
        {...form.register('isActive')}
      />
      <TranslationFields register={form.register} errors={errors} />
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function CategoryPicture({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const image = useCategoryImage();
  const change = (file: File | null) =>
    image.mutate(
      { id: category.id, file },
      {
        onSuccess: () => notify.success(file ? t('catalogue.pictureSaved') : t('catalogue.pictureRemoved')),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <ImageField
      label={t('catalogue.picture')}
      hint={t('catalogue.pictureHint')}
      url={category.thumbnailImage ?? ''}
      busy={image.isPending}
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
