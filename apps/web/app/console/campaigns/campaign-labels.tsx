import { formatLocale } from '@shop/contracts/number-format';
import type { CampaignStatus } from '@shop/contracts/seller/campaigns';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { StateBadge, type StateTone } from '../common/state-badge.tsx';

const STATUS_TONE: Record<CampaignStatus, StateTone> = {
  running: 'live',
  scheduled: 'coming',
  ended: 'over',
  draft: 'off',
};

/** A campaign's state as the storefront sees it now. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return <StateBadge tone={STATUS_TONE[status]} label={t(`campaigns.status.${status}`)} />;
}

export function formatCampaignTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(formatLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
}
