import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBrand, type BrandBody, type BrandInput, brandBody } from '@shop/contracts/admin/catalogue';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useBrandLogo, useSaveBrand } from '../../api.ts';
import { CataloguePicture, SlugField, useSaveSubmit, VocabularyForm } from '../../common/edit-form.tsx';
import { EditDialog } from '../../common/list-screen.tsx';

/** Creates (`?edit=new`) or edits (`?edit=<id>`) a brand; its logo once it exists. */
export function BrandDialog({
  open,
  brand,
  onClose,
  onCreated,
}: {
  open: boolean;
  brand: AdminBrand | 'new' | null;
  onClose: () => void;
  onCreated: (brand: AdminBrand) => void;
}) {
  const { t } = useTranslation();
  return (
    <EditDialog
      open={open}
      editing={brand}
      onClose={onClose}
      addTitle={t('catalogue.addBrand')}
      editTitle={(name) => t('catalogue.editBrandTitle', { name })}
      notFound={t('catalogue.brandNotFound')}
      wide
    >
      {(editing) => (
        <div className="flex flex-col gap-5">
          <BrandForm
            key={editing?.id ?? 'new'}
            brand={editing}
            onDone={(saved) => (editing ? onClose() : onCreated(saved))}
            onCancel={onClose}
          />
          {editing ? <BrandLogo brand={editing} /> : null}
        </div>
      )}
    </EditDialog>
  );
}

function BrandForm({
  brand,
  onDone,
  onCancel,
}: {
  brand: AdminBrand | null;
  onDone: (saved: AdminBrand) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBrand();
  const form = useForm<BrandInput, unknown, BrandBody>({
    resolver: zodResolver(brandBody),
    defaultValues: {
      name: brand?.name ?? '',
      slug: brand?.slug ?? '',
      isActive: brand?.isActive ?? true,
      translations: brand?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const onSubmit = useSaveSubmit(
    form,
    brand !== null,
    (body) => save.mutateAsync({ id: brand?.id ?? null, body }),
    onDone,
  );
  return (
    <VocabularyForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <SlugField form={form} />
      <CheckboxField
        label={t('catalogue.shown')}
        hint={t('catalogue.brandShownHint')}
        {...form.register('isActive')}
      />
    </VocabularyForm>
  );
}

function BrandLogo({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation();
  const logo = useBrandLogo();
  // the brand may be on another page of the list than the one shown: the answer is the truth
  const [url, setUrl] = useState(brand.thumbnailImage ?? '');
  return (
    <CataloguePicture
      label={t('catalogue.logo')}
      id={brand.id}
      url={url}
      upload={logo}
      onSaved={(saved) => setUrl(saved.thumbnailImage ?? '')}
    />
  );
}
