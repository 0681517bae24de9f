import { useTranslation } from '../../lib/i18n-react.tsx';
import { AddressList } from './address-list.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** Settings (storefront spec §2): personal info, shipping addresses, password change. */
export function SettingsView() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('settings')}</h1>
      <ProfileForm />
      <AddressList title={t('shipping_addresses')} />
      <PasswordForm />
    </div>
  );
}
