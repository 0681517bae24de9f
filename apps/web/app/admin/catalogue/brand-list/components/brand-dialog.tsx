import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBrand,
  type BrandBody,
  type BrandInput,
  brandBody,
  slugFromName,
} from '@shop/contracts/admin/catalogue';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Modal } from '../../../../console/common/dialog.tsx';
import { CheckboxField, fieldError, InputField } from '../../../../console/common/form-fields.tsx';
import { showFailure } from '../../../../console/common/form-pieces.tsx';
import { ImageField } from '../../../../console/common/image-field.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useBrandLogo, useSaveBrand } from '../../api.ts';
import { FormButtons } from '../../common/form-buttons.tsx';
import { TranslationFields } from '../../common/translation-fields.tsx';

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
  const editing = brand && brand !== 'new' ? brand : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? t('catalogue.editBrandTitle', { name: editing.name }) : t('catalogue.addBrand')}
      wide
    >
      {brand ? (
        <div className="flex flex-col gap-5">
          <BrandForm
            key={editing?.id ?? 'new'}
            brand={editing}
            onDone={(saved) => (editing ? onClose() : onCreated(saved))}
            onCancel={onClose}
          />
          {editing ? <BrandLogo brand={editing} /> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('catalogue.brandNotFound')}</p>
      )}
    </Modal>
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
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: brand?.id ?? null, body });
      notify.success(t(brand ? 'catalogue.saved' : 'catalogue.created', { name: saved.name }));
      onDone(saved);
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
      <CheckboxField
        label={t('catalogue.shown')}
        hint={t('catalogue.brandShownHint')}
        {...form.register('isActive')}
      />
      <TranslationFields register={form.register} errors={errors} />
      <FormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function BrandLogo({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation();
  const logo = useBrandLogo();
  // the brand may be on another page of the list than the one shown: the answer is the truth
  const [url, setUrl] = useState(brand.thumbnailImage ?? '');
  const change = (file: File | null) =>
    logo.mutate(
      { id: brand.id, file },
      {
        onSuccess: (saved) => {
          setUrl(saved.thumbnailImage ?? '');
          notify.success(file ? t('catalogue.pictureSaved') : t('catalogue.pictureRemoved'));
        },
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <ImageField
      label={t('catalogue.logo')}
      hint={t('catalogue.pictureHint')}
      url={url}
      busy={logo.isPending}
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
