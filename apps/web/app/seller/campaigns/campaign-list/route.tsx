import { useQuery } from '@tanstack/react-query';
import { CampaignList, useCampaignListParams } from '../../../console/campaigns/campaign-list.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { campaignsQuery, useDeleteCampaign } from '../api.ts';

/** /seller/campaigns (issue 17 §7): the shop's campaigns (console/campaigns/campaign-list.tsx). */
export default function CampaignListRoute() {
  const { t } = useTranslation();
  const params = useCampaignListParams();
  const { page, q, sort, filters } = params;
  const list = useQuery(campaignsQuery({ page, q, status: filters.status, sort }));
  return (
    <CampaignList
      basePath="/seller/campaigns"
      params={params}
      list={list}
      remove={useDeleteCampaign()}
      title={t('campaigns.title')}
      subtitle={t('campaigns.subtitle')}
      empty={t('campaigns.empty')}
    />
  );
}
