import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCategory,
  type CategoryCreateBody,
  type CategoryCreateInput,
  categoryCreateBody,
} from '@shop/contracts/admin/catalogue';
import { useForm } from 'react-hook-form';
import { CheckboxField, fieldError, SelectInputField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useCategoryImage, useCreateCategory, useUpdateCategory } from '../../api.ts';
import { CataloguePicture, SlugField, useSaveSubmit, VocabularyForm } from '../../common/edit-form.tsx';
import { EditDialog } from '../../common/list-screen.tsx';
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
  return (
    <EditDialog
      open={open}
      editing={category}
      onClose={onClose}
      addTitle={t('catalogue.addCategory')}
      editTitle={(name) => t('catalogue.editCategoryTitle', { name })}
      notFound={t('catalogue.categoryNotFound')}
      wide
    >
      {(editing) => (
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
      )}
    </EditDialog>
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
  const { errors } = form.formState;
  const onSubmit = useSaveSubmit(
    form,
    category !== null,
    (body) =>
      category
        ? update.mutateAsync({
            id: category.id,
            body: {
              name: body.name,
              slug: body.slug,
              isActive: body.isActive,
              translations: body.translations,
            },
          })
        : create.mutateAsync(body),
    onDone,
  );

  return (
    <VocabularyForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <SlugField form={form} />
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
    </VocabularyForm>
  );
}

function CategoryPicture({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const image = useCategoryImage();
  return (
    <CataloguePicture
      label={t('catalogue.picture')}
      id={category.id}
      url={category.thumbnailImage ?? ''}
      upload={image}
    />
  );
}
