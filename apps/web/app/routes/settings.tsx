import type { AccountHandle } from '../features/account/account-links.ts';
import { SettingsView } from '../features/account/settings-view.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';

export const handle: AccountHandle = { accountSection: 'settings' };

export default function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('settings')}</title>
      <SettingsView />
    </>
  );
}
