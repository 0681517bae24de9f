import type { CampaignStatus } from '@shop/contracts/seller/campaigns';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

const STATUS_STYLE: Record<CampaignStatus, string> = {
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
  draft: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** A campaign's state as the storefront sees it now. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        STATUS_STYLE[status],
      )}
    >
      {t(`campaigns.status.${status}`)}
    </span>
  );
}

export function formatCampaignTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
