import type { AdminProductState } from '@shop/contracts/admin/products';
import { StateBadge, type StateTone } from '../../console/common/state-badge.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';

const TONE: Record<AdminProductState, StateTone> = {
  published: 'live',
  draft: 'over',
  held: 'off',
  deleted: 'over',
};

/** A product's state for the operator, as a pill. */
export function ProductState({ state }: { state: AdminProductState }) {
  const { t } = useTranslation();
  return <StateBadge tone={TONE[state]} label={t(`products.state.${state}`)} />;
}
