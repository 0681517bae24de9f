import { useTranslation } from '../../lib/i18n-react.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { AccountNav } from './account-nav.tsx';

/** The 'dashboard-sidebar' popup: the account entries in a slide-in drawer on small screens. */
export function DashboardSidebar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open onClose={onClose} title={t('my_account')}>
      <div className="p-3">
        <AccountNav onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
