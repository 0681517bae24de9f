import { useQuery } from '@tanstack/react-query';
import { CampaignList, useCampaignListParams } from '../../../console/campaigns/campaign-list.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { campaignsQuery, useDeleteCampaign } from '../api.ts';

/** /admin/campaigns (issue 18 §7): the marketplace's campaigns (console/campaigns/campaign-list.tsx), audited by the API. */
export default function MegaCampaignListRoute() {
  const { t } = useTranslation();
  const params = useCampaignListParams();
  const { page, q, sort, filters } = params;
  const list = useQuery(campaignsQuery({ page, q, status: filters.status, sort }));
  return (
    <CampaignList
      basePath="/admin/campaigns"
      params={params}
      list={list}
      remove={useDeleteCampaign()}
      title={t('megaCampaigns.title')}
      subtitle={t('megaCampaigns.subtitle')}
      empty={t('megaCampaigns.empty')}
    />
  );
}
