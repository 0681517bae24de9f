import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignForm } from '../../../console/campaigns/campaign-form.tsx';
import { CampaignStatusBadge } from '../../../console/campaigns/campaign-labels.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { adminCampaignOptions, campaignQuery, useUpdateCampaign } from '../api.ts';

/** /admin/campaigns/:id: a mega campaign's form. */
export default function MegaCampaignEditRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const campaign = useQuery({ ...campaignQuery(id), enabled: id > 0 });
  const update = useUpdateCampaign(id);
  const back = (
    <Link to="/admin/campaigns" className="text-primary-600 hover:underline">
      {t('campaigns.backToList')}
    </Link>
  );
  return (
    <RecordGate
      id={id}
      query={campaign}
      back={back}
      notFoundTitle={t('megaCampaigns.notFound')}
      errorTitle={t('campaigns.editTitle')}
      skeletons={['h-40', 'h-72']}
    >
      {(c) => (
        <>
          <PageHeader
            title={c.name}
            description={
              <span className="flex flex-wrap items-center gap-3">
                {back}
                <CampaignStatusBadge status={c.status} />
                {c.isPublished ? (
                  <a
                    href={`/campaigns/${c.slug}`}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-primary-600 hover:underline"
                  >
                    <ExternalLink aria-hidden className="size-4" />
                    {t('campaigns.viewOnStore')}
                  </a>
                ) : null}
              </span>
            }
          />
          <CampaignForm
            source={adminCampaignOptions}
            key={c.id}
            campaign={c}
            submitLabel={t('common.save')}
            onSave={async (body) => {
              await update.mutateAsync(body);
              notify.success(t('common.saved'));
            }}
          />
        </>
      )}
    </RecordGate>
  );
}
