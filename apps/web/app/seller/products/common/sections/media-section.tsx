import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD, MAX_PRODUCT_IMAGES } from '@shop/contracts/seller/products';
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { fieldError } from '../../../../console/common/form-fields.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Image } from '../../../../ui/image.tsx';
import { SellerApiError } from '../../../lib/seller-api.ts';
import { uploadProductImages } from '../../api.ts';
import { moveImage } from '../form-values.ts';
import { FormSection, type SectionProps } from './section.tsx';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Pictures: upload several (checked and resized by the server), reorder them with buttons (the
 * keyboard reaches each), remove one, choose the thumbnail (the first picture shoppers see).
 */
export function MediaSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const images = useWatch({ control: form.control, name: 'images' });
  const thumbnail = useWatch({ control: form.control, name: 'thumbnail' });
  const errors = form.formState.errors;
  const error = fieldError(t, errors.images?.message ? errors.images : errors.thumbnail);

  const setImages = (next: string[], nextThumbnail: string | null) => {
    form.setValue('images', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('thumbnail', nextThumbnail, { shouldDirty: true });
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const room = MAX_PRODUCT_IMAGES - images.length;
    if (room <= 0) {
      notify.error(t('products.media.tooMany', { max: MAX_PRODUCT_IMAGES }));
      return;
    }
    const bad = files.find((f) => !ACCEPTED.includes(f.type) || f.size > MAX_IMAGE_BYTES);
    if (bad) {
      notify.error(t('products.media.badFile', { name: bad.name }));
      return;
    }
    const chosen = files.slice(0, Math.min(room, MAX_IMAGES_PER_UPLOAD));
    setUploading(true);
    setAnnouncement(t('products.media.uploading'));
    try {
      const { data } = await uploadProductImages(chosen);
      const next = [...images, ...data];
      setImages(next, thumbnail ?? next[0] ?? null);
      setAnnouncement(t('products.media.uploaded', { count: data.length }));
      if (files.length > chosen.length)
        notify.error(t('products.media.someLeft', { count: files.length - chosen.length }));
    } catch (e) {
      const message = e instanceof SellerApiError ? e.message : t('products.media.failed');
      notify.error(message);
      setAnnouncement(message);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <FormSection
      id="media"
      title={t('products.sections.media')}
      description={t('products.media.hint', { max: MAX_PRODUCT_IMAGES })}
    >
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={clsx(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-primary-400 px-4 text-sm font-medium text-primary-700 hover:bg-primary-50',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-500',
            (uploading || images.length >= MAX_PRODUCT_IMAGES) && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden className="size-4" />
          {uploading ? t('products.media.uploading') : t('products.media.add')}
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPTED.join(',')}
            disabled={uploading || images.length >= MAX_PRODUCT_IMAGES}
            aria-describedby={statusId}
            className="sr-only"
            onChange={(event) => upload([...(event.target.files ?? [])])}
          />
        </label>
        <p id={statusId} className="text-xs text-slate-500" aria-live="polite">
          {announcement || t('products.media.formats')}
        </p>
      </div>
      {images.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {t('products.media.empty')}
        </p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((url, index) => {
            const isThumbnail = url === thumbnail;
            const position = { position: index + 1, count: images.length };
            return (
              <li
                key={url}
                className={clsx(
                  'flex flex-col overflow-hidden rounded-lg border bg-white',
                  isThumbnail ? 'border-primary-500 ring-2 ring-primary-100' : 'border-slate-200',
                )}
              >
                <div className="relative">
                  <Image
                    src={url}
                    alt={t('products.media.imageAlt', position)}
                    width={200}
                    height={200}
                    className="aspect-square w-full object-cover"
                  />
                  {isThumbnail ? (
                    <span className="absolute start-1 top-1 rounded bg-primary-600 px-1.5 py-0.5 text-xs font-medium text-white">
                      {t('products.media.thumbnail')}
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => setImages(moveImage(images, index, -1), thumbnail)}
                    aria-label={t('products.media.moveEarlier', position)}
                    className="inline-flex size-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
                  </button>
                  <button
                    type="button"
                    disabled={index === images.length - 1}
                    onClick={() => setImages(moveImage(images, index, 1), thumbnail)}
                    aria-label={t('products.media.moveLater', position)}
                    className="inline-flex size-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                  </button>
                  <button
                    type="button"
                    aria-pressed={isThumbnail}
                    onClick={() => setImages(images, url)}
                    aria-label={t('products.media.makeThumbnail', position)}
                    className={clsx(
                      'inline-flex size-8 items-center justify-center rounded hover:bg-slate-100',
                      isThumbnail ? 'text-primary-600' : 'text-slate-600',
                    )}
                  >
                    <Star aria-hidden className={clsx('size-4', isThumbnail && 'fill-current')} />
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      const next = images.filter((u) => u !== url);
                      setImages(next, isThumbnail ? (next[0] ?? null) : thumbnail);
                      // variations showing this picture show none
                      const variations = form.getValues('variations');
                      variations.forEach((v, i) => {
                        if (v.image === url)
                          form.setValue(`variations.${i}.image`, null, { shouldDirty: true });
                      });
                    }}
                    aria-label={t('products.media.remove', position)}
                    className="inline-flex size-8 items-center justify-center rounded text-red-600 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
