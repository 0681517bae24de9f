import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVATAR_ACCEPT,
  AVATAR_INVALID_MESSAGE,
  AVATAR_MAX_BYTES,
  updateInfoBody,
} from '@shop/contracts/account';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useRefreshSession, useUser } from '../../lib/session.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { updateProfile } from './api.ts';
import { PhoneCodePopup } from './phone-code-popup.tsx';
import { UserAvatar } from './user-avatar.tsx';

const profileForm = updateInfoBody.pick({ name: true, phone: true });
type ProfileValues = z.input<typeof profileForm>;

const AVATAR_TYPES = AVATAR_ACCEPT.split(',');

/**
 * Personal info (storefront spec §2 Settings): name, phone and an avatar (JPG, PNG or WebP,
 * previewed before saving). The server checks the file by its content too; the user is read again
 * after saving. A new phone number changes only once the code sent to it is entered in the popup
 * that opens.
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const api = useApi();
  const user = useUser();
  const refresh = useRefreshSession();
  const avatarId = useId();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  /** the new phone waiting for its code, while the code popup is open */
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const tr = (message: string | undefined) => translatedMessage(t, message);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    values: { name: user?.name ?? '', phone: user?.phone ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  useEffect(() => {
    if (!avatar) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  function onAvatar(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && (!AVATAR_TYPES.includes(file.type) || file.size > AVATAR_MAX_BYTES)) {
      setAvatar(null);
      setAvatarError(AVATAR_INVALID_MESSAGE);
      event.target.value = '';
      return;
    }
    setAvatarError(null);
    setAvatar(file);
  }

  const onSubmit = handleSubmit(async (values) => {
    if (avatarError) return;
    const result = await updateProfile(api, { ...values, avatar });
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors ?? {})) {
        if (field === 'avatar') setAvatarError(messages[0] ?? AVATAR_INVALID_MESSAGE);
        else if (field in values && messages[0]) {
          setError(field as Path<ProfileValues>, { message: messages[0] });
        }
      }
      toast.error(tr(result.message));
      return;
    }
    await refresh();
    setAvatar(null);
    if (result.data.phoneVerificationRequired && result.data.pendingPhone) {
      setPendingPhone(result.data.pendingPhone);
      return;
    }
    toast.success(t('profile_updated_successfully'));
  });

  /** Saves again with the new number, which sends it a new code. */
  async function resendPhoneCode(): Promise<boolean> {
    if (!pendingPhone || !user) return false;
    const result = await updateProfile(api, { name: user.name, phone: pendingPhone, avatar: null });
    if (!result.ok) toast.error(tr(result.message));
    return result.ok;
  }

  if (!user) return null;
  return (
    <section
      aria-labelledby={`${avatarId}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${avatarId}-title`} className="mb-4 text-lg font-semibold text-slate-900">
        {t('personal_information')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-4 sm:col-span-2">
          {preview ? (
            <img
              src={preview}
              alt={t('new_avatar_preview')}
              width={72}
              height={72}
              className="size-18 rounded-full object-cover"
            />
          ) : (
            <UserAvatar name={user.name} avatar={user.avatar} size={72} />
          )}
          <div>
            <label
              htmlFor={avatarId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-primary-400 hover:text-primary-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500"
            >
              <Camera aria-hidden className="size-4" />
              {t('choose_avatar')}
              <input
                id={avatarId}
                type="file"
                accept={AVATAR_ACCEPT}
                onChange={onAvatar}
                aria-describedby={`${avatarId}-hint`}
                aria-invalid={avatarError ? true : undefined}
                className="sr-only"
              />
            </label>
            <p id={`${avatarId}-hint`} className="mt-1.5 text-xs text-slate-500">
              {avatarError ? (
                <span role="alert" className="text-red-600">
                  {tr(avatarError)}
                </span>
              ) : (
                t('jpg_png_or_webp_up_to_2_mb')
              )}
            </p>
          </div>
        </div>
        <TextField
          label={t('name')}
          autoComplete="name"
          error={tr(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={tr(errors.phone?.message)}
          {...register('phone')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {t('save_changes')}
          </Button>
        </div>
      </form>
      {pendingPhone ? (
        <PhoneCodePopup
          phone={pendingPhone}
          needsPassword={user.phone !== ''}
          onClose={() => {
            // not verified: the account keeps its phone, and so does the form
            setPendingPhone(null);
            reset();
          }}
          onResend={resendPhoneCode}
          onVerified={async () => {
            setPendingPhone(null);
            await refresh();
            reset();
          }}
        />
      ) : null}
    </section>
  );
}
