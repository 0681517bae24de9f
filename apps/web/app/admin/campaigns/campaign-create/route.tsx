import { Link, useNavigate } from 'react-router';
import { CampaignForm } from '../../../console/campaigns/campaign-form.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { adminCampaignOptions, useCreateCampaign } from '../api.ts';

/** /admin/campaigns/new: a mega campaign of the platform, with the seller center's campaign form. */
export default function MegaCampaignCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  return (
    <>
      <PageHeader
        title={t('megaCampaigns.newCampaign')}
        description={
          <Link to="/admin/campaigns" className="text-primary-600 hover:underline">
            {t('campaigns.backToList')}
          </Link>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('megaCampaigns.scopeHint')}</p>
      <CampaignForm
        source={adminCampaignOptions}
        campaign={null}
        submitLabel={t('campaigns.create')}
        onSave={async (body) => {
          const campaign = await create.mutateAsync(body);
          notify.success(t('campaigns.created', { name: campaign.name }));
          navigate(`/admin/campaigns/${campaign.id}`, { replace: true });
        }}
      />
    </>
  );
}
