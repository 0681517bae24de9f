import { useTranslation } from '../../lib/i18n-react.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { CartContents } from './cart-view.tsx';

/** The 'cart' popup: the cart in a side drawer from the end edge. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open onClose={onClose} title={t('my_cart')} side="end">
      <div className="p-3">
        <CartContents variant="drawer" onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
