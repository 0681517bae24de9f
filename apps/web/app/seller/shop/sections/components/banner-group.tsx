import { MAX_SECTION_BANNERS } from '@shop/contracts/seller/shop';
import { ArrowDown, ArrowUp, ImageUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Image } from '../../../../ui/image.tsx';
import { useUploadSectionBanner } from '../../api.ts';
import { IMAGE_ACCEPT, isAcceptableImage } from '../../common/image-file.ts';
import { moved } from './section-drafts.ts';

/**
 * A group of rotating banners: the uploaded pictures in order (move, remove) and an upload button
 * that adds one (the server checks and resizes it; the section keeps its address).
 */
export function BannerGroup({
  label,
  banners,
  onChange,
  error,
}: {
  label: string;
  banners: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSectionBanner();
  const full = banners.length >= MAX_SECTION_BANNERS;

  const onChoose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptableImage(file)) {
      notify.error(t('shop.badImage'));
      return;
    }
    try {
      const { url } = await upload.mutateAsync(file);
      onChange([...banners, url]);
      notify.success(t('shop.bannerAdded'));
    } catch (failure) {
      notify.error((failure as Error).message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {banners.length === 0 ? <p className="text-sm text-slate-500">{t('shop.noBanners')}</p> : null}
      <ul className="flex flex-col gap-2">
        {banners.map((src, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a banner may be listed twice; a move re-renders the list
            key={`${src}-${index}`}
            className="flex items-center gap-2 rounded-lg border border-slate-200 p-2"
          >
            <Image
              src={src}
              alt={t('shop.bannerNumber', { number: index + 1 })}
              width={160}
              height={60}
              className="h-12 w-32 shrink-0 rounded object-cover"
            />
            <span className="min-w-0 flex-1 truncate text-xs text-slate-500">
              {t('shop.bannerNumber', { number: index + 1 })}
            </span>
            <IconAction
              label={t('shop.moveBannerUp', { number: index + 1 })}
              disabled={index === 0}
              onClick={() => onChange(moved(banners, index, index - 1))}
            >
              <ArrowUp aria-hidden className="size-4" />
            </IconAction>
            <IconAction
              label={t('shop.moveBannerDown', { number: index + 1 })}
              disabled={index === banners.length - 1}
              onClick={() => onChange(moved(banners, index, index + 1))}
            >
              <ArrowDown aria-hidden className="size-4" />
            </IconAction>
            <IconAction
              label={t('shop.removeBanner', { number: index + 1 })}
              onClick={() => onChange(banners.filter((_, i) => i !== index))}
            >
              <X aria-hidden className="size-4" />
            </IconAction>
          </li>
        ))}
      </ul>
      <div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          disabled={upload.isPending || full}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500 hover:border-primary-400 hover:text-primary-600"
        >
          <ImageUp aria-hidden className="size-4" />
          {upload.isPending ? t('shop.uploading') : t('shop.addBanner', { group: label })}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function IconAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}
