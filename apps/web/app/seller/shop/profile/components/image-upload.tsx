import { ImageUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Image } from '../../../../ui/image.tsx';
import { useUploadShopImage } from '../../api.ts';
import { IMAGE_ACCEPT, isAcceptableImage } from '../../common/image-file.ts';

/**
 * The logo or the banner: the current picture and a file button that uploads the chosen image at
 * once (the server checks it by its content and resizes it); the result is announced.
 */
export function ShopImageUpload({
  kind,
  current,
  label,
}: {
  kind: 'logo' | 'banner';
  current: string | null;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadShopImage(kind);
  const wide = kind === 'banner';

  const onChoose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptableImage(file)) {
      notify.error(t('shop.badImage'));
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify.success(kind === 'logo' ? t('shop.logoUpdated') : t('shop.bannerUpdated'));
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <Image
        src={current}
        alt={current ? t('shop.currentImage', { name: label }) : ''}
        width={wide ? 640 : 96}
        height={wide ? 160 : 96}
        className={
          wide
            ? 'aspect-[4/1] h-auto w-full rounded-lg border border-slate-200 object-cover'
            : 'size-24 rounded-xl border border-slate-200 object-cover'
        }
      />
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500 hover:border-primary-400 hover:text-primary-600"
        >
          <ImageUp aria-hidden className="size-4" />
          {upload.isPending
            ? t('shop.uploading')
            : kind === 'logo'
              ? t('shop.uploadLogo')
              : t('shop.uploadBanner')}
        </label>
        <p className="mt-1 text-xs text-slate-500">{t('shop.imageHint')}</p>
      </div>
    </div>
  );
}
